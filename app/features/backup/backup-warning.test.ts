import { describe, expect, it } from "vitest";
import { type BackupHealth, findBackupWarning } from "./backup-warning.ts";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000).toISOString();
const ok = (hours: number): BackupHealth => ({ lastEnded: { status: "ok", at: hoursAgo(hours), error: null }, lastSuccessAt: hoursAgo(hours), firstStartedAt: hoursAgo(500) });

describe("the dashboard's backup warning", () => {
  it("stays quiet while the last success is within twice the interval", () => {
    expect(findBackupWarning(ok(1), 24, NOW)).toBeNull();
    expect(findBackupWarning(ok(47.9), 24, NOW)).toBeNull();
  });

  it("warns once the last success is older than twice the interval", () => {
    expect(findBackupWarning(ok(48.1), 24, NOW)).toEqual({ kind: "overdue", lastSuccessAt: hoursAgo(48.1), intervalHours: 24 });
    expect(findBackupWarning(ok(1.1), 0.5, NOW)).toEqual({ kind: "overdue", lastSuccessAt: hoursAgo(1.1), intervalHours: 0.5 });
  });

  it("warns when the last run failed, however recent the success before it, with the reason", () => {
    const health: BackupHealth = { lastEnded: { status: "failed", at: hoursAgo(0.1), error: "ENOSPC: no space left on device" }, lastSuccessAt: hoursAgo(1), firstStartedAt: hoursAgo(500) };
    expect(findBackupWarning(health, 24, NOW)).toEqual({ kind: "failed", at: hoursAgo(0.1), error: "ENOSPC: no space left on device" });
  });

  it("says nothing before the first run, and warns when none has succeeded for twice the interval since the first", () => {
    expect(findBackupWarning({ lastEnded: null, lastSuccessAt: null, firstStartedAt: null }, 24, NOW)).toBeNull();
    expect(findBackupWarning({ lastEnded: null, lastSuccessAt: null, firstStartedAt: hoursAgo(1) }, 24, NOW)).toBeNull();
    expect(findBackupWarning({ lastEnded: null, lastSuccessAt: null, firstStartedAt: hoursAgo(49) }, 24, NOW)).toEqual({ kind: "overdue", lastSuccessAt: null, intervalHours: 24 });
  });
});
