import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { BackupSettings } from "./backup-settings.ts";
import { isServerBackupName } from "./server-backup-name.ts";

export interface OpenedBackup {
  name: string;
  bytes: number;
  /** Read from disk as the client takes it: a backup may be larger than memory. */
  body: ReadableStream<Uint8Array>;
}

/**
 * A backup the server wrote, for download: only a name of the server's own pattern that a
 * successful run recorded and rotation has not removed, inside BACKUP_DIR. Anything else (another
 * file, a path, `..`) is null, whatever is on disk.
 */
export async function openServerBackup(db: Kysely<Database>, settings: BackupSettings, name: string): Promise<OpenedBackup | null> {
  if (!isServerBackupName(name)) return null;
  const run = await db
    .selectFrom("backup_runs")
    .select("id")
    .where("file_name", "=", name)
    .where("status", "=", "ok")
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!run) return null;
  const handle = await open(path.join(settings.directory, name), "r").catch(() => null);
  if (!handle) return null;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    const stream = handle.createReadStream({ autoClose: true });
    return { name, bytes: stats.size, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
