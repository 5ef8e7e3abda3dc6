/*
 * The names of the backups the server writes into BACKUP_DIR. Rotation deletes only files with
 * such a name, and the download route serves only such names, so a file someone else put in the
 * directory (a backup taken by hand, anything else) is never deleted or served.
 *
 *   server-backup-2026-11-26T21-31-24-512Z.backup
 *
 * The time is UTC and sorts as text, so the newest name is the greatest.
 */

const NAME_PATTERN = /^server-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.backup$/;

/** The writer's temporary files beside such a name (`.<name>.partial-…`, `.<name>.copy-…`): left only by a run that was killed. */
const LEFTOVER_PATTERN = /^\.server-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.backup\.(partial|copy)-[0-9a-f-]+(-wal|-shm|-journal)?$/;

export function serverBackupName(startedAt: Date): string {
  return `server-backup-${startedAt.toISOString().replace(/[:.]/g, "-")}.backup`;
}

export function isServerBackupName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export function isLeftoverOfServerBackup(name: string): boolean {
  return LEFTOVER_PATTERN.test(name);
}
