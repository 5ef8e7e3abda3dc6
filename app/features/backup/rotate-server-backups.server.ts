import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { isLeftoverOfServerBackup, isServerBackupName } from "./server-backup-name.ts";

/**
 * Deletes the server's own backups in `directory` beyond the `keep` newest, and the temporary
 * files a killed run left behind. Only names the server writes are touched (server-backup-name.ts);
 * it runs while the caller's run still holds the lock, so no other run is writing there.
 * Returns the names of the backups deleted.
 */
export async function rotateServerBackups(directory: string, keep: number): Promise<string[]> {
  const names = await readdir(directory);
  const backups = names.filter(isServerBackupName).sort().reverse();
  const surplus = backups.slice(Math.max(keep, 1));
  for (const name of [...surplus, ...names.filter(isLeftoverOfServerBackup)]) {
    await rm(path.join(directory, name), { force: true });
  }
  return surplus;
}
