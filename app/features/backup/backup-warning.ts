/*
 * When the dashboard warns admins about backups: only when backups are configured, and then
 * when the last run failed, or when no backup has succeeded for twice the interval (one missed
 * run may be a restart; two are a problem). A site whose first run is still to come is not
 * warned about.
 */

export interface BackupHealth {
  /** The newest run that has ended (or whose instance stopped), if any. */
  lastEnded: { status: "ok" | "failed"; at: string; error: string | null } | null;
  lastSuccessAt: string | null;
  /** When the first recorded run started: how long the schedule has had to succeed. */
  firstStartedAt: string | null;
}

export type BackupWarning = { kind: "failed"; at: string; error: string } | { kind: "overdue"; lastSuccessAt: string | null; intervalHours: number };

export function findBackupWarning(health: BackupHealth, intervalHours: number, now: Date): BackupWarning | null {
  if (health.lastEnded?.status === "failed") return { kind: "failed", at: health.lastEnded.at, error: health.lastEnded.error ?? "No reason was recorded." };
  const allowedMs = 2 * intervalHours * 60 * 60 * 1000;
  const since = health.lastSuccessAt ?? health.firstStartedAt;
  if (since === null) return null;
  if (now.getTime() - Date.parse(since) > allowedMs) return { kind: "overdue", lastSuccessAt: health.lastSuccessAt, intervalHours };
  return null;
}
