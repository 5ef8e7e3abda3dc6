import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { createDatabase } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { ArchiveError } from "./archive-error.ts";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest, SQLITE_FILE_ENTRY } from "./archive-manifest.ts";
import { DecryptChunks, unlockEncryption } from "./backup-encryption.server.ts";
import { findTargetContents, notEmptyError } from "./check-target-empty.server.ts";
import type { DatabaseTarget } from "./database-target.ts";
import { DirectoryArchiveSink } from "./directory-archive-sink.server.ts";
import { exportTables } from "./export-tables.server.ts";
import { checkSqliteDatabase, checkSqliteTarget, type LoadedSummary, type LoadIntoTargetOptions, loadIntoTarget } from "./load-into-target.server.ts";
import { readSchemaVersion } from "./read-schema-version.server.ts";
import { readSnapshot } from "./read-snapshot.server.ts";
import { unpackCompressedArchive } from "./read-archive-stream.server.ts";
import { requireKnownVersion } from "./require-known-version.server.ts";
import { sealSqliteFile, swapSqliteFile } from "./swap-sqlite-file.server.ts";
import { verifyBackupFile } from "./verify-backup-file.server.ts";
import { makeWorkDirectory } from "./work-directory.server.ts";

export type RestoreOptions = Pick<LoadIntoTargetOptions, "force" | "rebuildDerived" | "onProgress"> & { passphrase?: string };

const KEPT_SUFFIX = ".before-restore";

async function refuseNonEmptyPostgres(databaseUrl: string, force: boolean): Promise<void> {
  const handle = createDatabase({ databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 1 });
  try {
    const contents = await findTargetContents(handle.db);
    if (contents.tablesWithRows.length > 0 && !force) throw notEmptyError("backup", contents);
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup (`npm run admin -- backup`) into the target. In order, before the target is
 * touched: the file is whole (not cut short, no byte changed), the passphrase opens it, its schema
 * is one this code knows, the target is empty or `force` is given, and every entry inside matches
 * the manifest. Then the switch is atomic: one transaction on PostgreSQL, one rename on SQLite.
 */
export async function restoreBackup(file: string, target: DatabaseTarget, options: RestoreOptions): Promise<{ manifest: ArchiveManifest } & LoadedSummary> {
  const verified = await verifyBackupFile(file);
  const { header } = verified;
  let key: Buffer | null = null;
  if (header.encrypted) {
    if (!header.encryption) throw new ArchiveError("corrupted", `${file} says it is encrypted but does not say how.`);
    if (options.passphrase === undefined) throw new ArchiveError("passphrase-needed", "This backup is encrypted: give its passphrase with --passphrase-file FILE. Nothing was changed.");
    key = await unlockEncryption(header.encryption, options.passphrase);
  }
  requireKnownVersion(header.schemaVersion, "backup");
  // Checked here too, so that a refusal comes before the unpacking; the load checks again.
  let replaced = false;
  if (target.dialect === "sqlite") replaced = await checkSqliteTarget(target.sqlitePath, { force: options.force, what: "backup" });
  else await refuseNonEmptyPostgres(target.databaseUrl, options.force);

  if (target.dialect === "sqlite") await mkdir(path.dirname(path.resolve(target.sqlitePath)), { recursive: true });
  const directory = await makeWorkDirectory(target);
  try {
    const content = createReadStream(file, { start: verified.contentStart, end: verified.contentEnd - 1 });
    const decrypt = key && header.encryption ? new DecryptChunks(key, header.encryption, verified.headerBytes) : null;
    const manifest = await unpackCompressedArchive(content, decrypt, directory);
    if (manifest.schemaVersion !== header.schemaVersion || manifest.content !== header.content) {
      throw new ArchiveError("corrupted", "The backup's manifest disagrees with its header.");
    }
    if (manifest.content === "tables") {
      const loaded = await loadIntoTarget(target, directory, manifest, { ...options, what: "backup", keptSuffix: KEPT_SUFFIX });
      return { manifest, ...loaded };
    }
    const databaseFile = path.join(directory, SQLITE_FILE_ENTRY);
    if (target.dialect === "sqlite") {
      const migratedAfterLoad = await restoreSqliteFile(databaseFile, target.sqlitePath, manifest);
      return { manifest, migratedAfterLoad, replaced };
    }
    // A SQLite backup restored into PostgreSQL: its tables are read out as an export would be.
    const tablesDirectory = path.join(directory, "tables-of-file");
    const tablesManifest = await exportDatabaseFile(databaseFile, tablesDirectory, manifest);
    const loaded = await loadIntoTarget(target, tablesDirectory, tablesManifest, { ...options, what: "backup", keptSuffix: KEPT_SUFFIX });
    return { manifest, ...loaded };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Checks the backed-up file, brings it to the latest schema, and puts it in the target's place. */
async function restoreSqliteFile(databaseFile: string, sqlitePath: string, manifest: ArchiveManifest): Promise<string[]> {
  await checkSqliteDatabase(databaseFile);
  const restored = createDatabase({ sqlitePath: databaseFile });
  let migrated: string[];
  try {
    const { version } = await readSchemaVersion(restored.db);
    if (version !== manifest.schemaVersion) throw new ArchiveError("corrupted", "The backed-up database is not at the schema its manifest states.");
    migrated = await migrateToLatest(restored.db);
  } finally {
    await restored.close();
  }
  sealSqliteFile(databaseFile);
  await swapSqliteFile(sqlitePath, databaseFile, KEPT_SUFFIX, checkSqliteDatabase);
  return migrated;
}

async function exportDatabaseFile(databaseFile: string, directory: string, about: ArchiveManifest): Promise<ArchiveManifest> {
  const source = createDatabase({ sqlitePath: databaseFile });
  try {
    const exported = await readSnapshot(source.db, (trx) => exportTables(trx, new DirectoryArchiveSink(directory)));
    return {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      kind: "backup",
      schemaVersion: about.schemaVersion,
      createdAt: about.createdAt,
      sourceDialect: "sqlite",
      content: "tables",
      ...exported,
    };
  } finally {
    await source.close();
  }
}
