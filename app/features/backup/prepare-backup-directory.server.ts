import { access, constants, mkdir } from "node:fs/promises";

/**
 * Makes BACKUP_DIR if it is not there and checks the server may write into it, so a wrong
 * setting stops the start with its reason instead of failing every backup later.
 */
export async function prepareBackupDirectory(directory: string): Promise<void> {
  try {
    await mkdir(directory, { recursive: true });
    await access(directory, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "EACCES" || code === "EPERM" ? "the server may not write there" : code === "ENOTDIR" || code === "EEXIST" ? "it is a file, not a directory" : (error as Error).message;
    throw new Error(`BACKUP_DIR ${directory} cannot hold backups: ${reason}. Set BACKUP_DIR to a directory the server may write to, or unset it to turn scheduled backups off.`);
  }
}
