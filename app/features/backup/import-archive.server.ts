import { createReadStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { ArchiveError } from "./archive-error.ts";
import type { ArchiveManifest } from "./archive-manifest.ts";
import { BACKUP_MAGIC } from "./backup-container.ts";
import type { DatabaseTarget } from "./database-target.ts";
import { type LoadedSummary, type LoadIntoTargetOptions, loadIntoTarget } from "./load-into-target.server.ts";
import { unpackCompressedArchive } from "./read-archive-stream.server.ts";
import { requireKnownVersion } from "./require-known-version.server.ts";
import { makeWorkDirectory } from "./work-directory.server.ts";

export type ImportOptions = Pick<LoadIntoTargetOptions, "force" | "rebuildDerived" | "onProgress">;

async function refuseBackupFile(file: string): Promise<void> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError("not-an-archive", `Cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}.`);
  });
  try {
    const head = Buffer.alloc(BACKUP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    if (head.toString("latin1") === BACKUP_MAGIC) {
      throw new ArchiveError("not-an-archive", `${file} is a backup, not an export: load it with \`npm run admin -- restore\`.`);
    }
    if (head[0] !== 0x1f || head[1] !== 0x8b) throw new ArchiveError("not-an-archive", `${file} is not an export made by \`npm run admin -- export\` (not gzip'd).`);
  } finally {
    await handle.close();
  }
}

/**
 * Loads an export (`npm run admin -- export`) into the target database: unpacks and checks every
 * entry against the manifest first, then loads (loadIntoTarget). Nothing in the target changes
 * unless the whole archive checks out and loads.
 */
export async function importArchive(file: string, target: DatabaseTarget, options: ImportOptions): Promise<{ manifest: ArchiveManifest } & LoadedSummary> {
  await refuseBackupFile(file);
  if (target.dialect === "sqlite") await mkdir(path.dirname(path.resolve(target.sqlitePath)), { recursive: true });
  const directory = await makeWorkDirectory(target);
  try {
    const manifest = await unpackCompressedArchive(createReadStream(file), null, directory);
    if (manifest.content !== "tables") throw new ArchiveError("not-an-archive", `${file} holds a database file, not tables: load it with \`npm run admin -- restore\`.`);
    requireKnownVersion(manifest.schemaVersion, "export");
    const loaded = await loadIntoTarget(target, directory, manifest, { ...options, what: "export", keptSuffix: ".before-import" });
    return { manifest, ...loaded };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
