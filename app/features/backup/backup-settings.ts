import path from "node:path";

/** How the server backs itself up on a schedule (BACKUP_DIR and its companions, ADR 027). */
export interface BackupSettings {
  /** Absolute: where the server writes its backups and where the staff page finds them. */
  directory: string;
  intervalHours: number;
  /** How many of the server's own backups stay in the directory; older ones are deleted. */
  keep: number;
  /** Encrypts every backup when set; never shown and never stored. */
  passphrase?: string;
}

export const DEFAULT_BACKUP_INTERVAL_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 7;

type BackupEnvironment = { BACKUP_DIR?: string; BACKUP_INTERVAL_HOURS?: number; BACKUP_KEEP?: number; BACKUP_PASSPHRASE?: string };

/** The settings from the parsed environment, or null when BACKUP_DIR is unset (backups are off). */
export function readBackupSettings(env: BackupEnvironment, root: string): BackupSettings | null {
  if (!env.BACKUP_DIR) return null;
  return {
    directory: path.resolve(root, env.BACKUP_DIR),
    intervalHours: env.BACKUP_INTERVAL_HOURS ?? DEFAULT_BACKUP_INTERVAL_HOURS,
    keep: env.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP,
    ...(env.BACKUP_PASSPHRASE ? { passphrase: env.BACKUP_PASSPHRASE } : {}),
  };
}

export function intervalMilliseconds(settings: Pick<BackupSettings, "intervalHours">): number {
  return Math.round(settings.intervalHours * 60 * 60 * 1000);
}
