import type { BackupSettings } from "./backup-settings.ts";

export type StartBackupResult = { started: true; runId: number } | { started: false; message: string };

/** What the staff pages may ask of the server's backups (router context `backups`). */
export interface BackupService {
  /** Null when BACKUP_DIR is unset: backups are off. */
  settings: BackupSettings | null;
  /** Starts a backup in the background; refused while one runs on any instance. */
  startNow(requestedBy: number): Promise<StartBackupResult>;
}

export const BACKUPS_OFF_MESSAGE = "Backups are off on this server: BACKUP_DIR is not set.";
export const BACKUP_ALREADY_RUNNING_MESSAGE = "A backup is already running. Wait for it to finish, then try again if you still need another.";

/** The service of a server without BACKUP_DIR. */
export const backupsOff: BackupService = {
  settings: null,
  startNow: async () => ({ started: false, message: BACKUPS_OFF_MESSAGE }),
};
