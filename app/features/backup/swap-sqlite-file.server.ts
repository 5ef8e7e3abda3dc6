import { access, chmod, chown, copyFile, link, rename, rm, stat } from "node:fs/promises";
import SQLite from "better-sqlite3";
import { ArchiveError } from "./archive-error.ts";

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Makes a finished database file self-contained (no write-ahead log beside it) and closes it, so
 * that it can be renamed into place. The site switches it back to WAL when it opens it.
 */
export function sealSqliteFile(file: string): void {
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    sqlite.pragma("journal_mode = DELETE");
  } finally {
    sqlite.close();
  }
}

/**
 * Puts `replacement` in the place of `target` in one rename, so that the target is at every
 * moment either the old database or the new one, complete. The old file stays beside it as
 * `<target><keptSuffix>` (a hard link, so no copy) until `check` accepts the new one, and comes
 * back if it does not. Refused while another process has the target open: its write-ahead log
 * would otherwise be applied to the wrong file.
 */
export async function swapSqliteFile(target: string, replacement: string, keptSuffix: string, check: (file: string) => Promise<void>): Promise<void> {
  const kept = `${target}${keptSuffix}`;
  const hadTarget = await exists(target);
  if (hadTarget) {
    if (await exists(kept)) {
      throw new ArchiveError("unsupported", `${kept} is left from an earlier run and may be the only copy of that database: move it away first. Nothing was changed.`);
    }
    // Opening and closing checkpoints the log into the file and removes it, unless another
    // connection (the running site) still has the database open.
    new SQLite(target).close();
    if (await exists(`${target}-wal`)) {
      throw new ArchiveError("target-in-use", `${target} is open in another process (its -wal file is there): stop the site first. Nothing was changed.`);
    }
    await rm(`${target}-shm`, { force: true });
    const { mode, uid, gid } = await stat(target);
    // The new file keeps the old one's owner and permissions, so the site can still write to it.
    await chmod(replacement, mode & 0o7777);
    await chown(replacement, uid, gid).catch(() => {});
    await link(target, kept).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") throw error;
      await copyFile(target, kept);
    });
  }
  await rename(replacement, target);
  try {
    await check(target);
  } catch (error) {
    if (hadTarget) await rename(kept, target);
    else await rm(target, { force: true });
    throw error;
  }
  if (hadTarget) await rm(kept, { force: true });
}
