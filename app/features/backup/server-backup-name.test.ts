import { describe, expect, it } from "vitest";
import { isLeftoverOfServerBackup, isServerBackupName, serverBackupName } from "./server-backup-name.ts";

describe("the names of the server's backups", () => {
  it("are made from the start time, sort by it, and are recognised", () => {
    const earlier = serverBackupName(new Date("2026-11-26T09:05:01.007Z"));
    const later = serverBackupName(new Date("2026-11-26T21:31:24.512Z"));
    expect(later).toBe("server-backup-2026-11-26T21-31-24-512Z.backup");
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(isServerBackupName(later)).toBe(true);
  });

  it("are told apart from other files, paths and the writer's temporary files", () => {
    for (const name of [
      "site-2026-11-26T21-31-24Z.backup",
      "../server-backup-2026-11-26T21-31-24-512Z.backup",
      "server-backup-2026-11-26T21-31-24-512Z.backup/../../etc/passwd",
      "server-backup-2026-11-26T21-31-24-512Z.backup.partial-1-ab",
      ".server-backup-2026-11-26T21-31-24-512Z.backup.partial-123-abcd1234",
      "server-backup-2026-11-26T21-31-24-512Z.backup\n",
      "",
    ]) {
      expect(isServerBackupName(name), name).toBe(false);
    }
    expect(isLeftoverOfServerBackup(".server-backup-2026-11-26T21-31-24-512Z.backup.partial-123-abcd1234")).toBe(true);
    expect(isLeftoverOfServerBackup(".server-backup-2026-11-26T21-31-24-512Z.backup.copy-123-abcd1234-wal")).toBe(true);
    expect(isLeftoverOfServerBackup(".site-2026-11-26T21-31-24Z.backup.partial-123-abcd1234")).toBe(false);
  });
});
