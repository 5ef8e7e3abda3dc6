import { randomBytes } from "node:crypto";
import { access, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { sql, type Transaction } from "kysely";
import { createDatabase } from "#app/db/client.server.ts";
import { migrateTo, migrateToLatest } from "#app/db/migrate.server.ts";
import type { Database } from "#app/db/schema.ts";
import { ArchiveError } from "./archive-error.ts";
import type { ArchiveManifest } from "./archive-manifest.ts";
import { findTargetContents, notEmptyError } from "./check-target-empty.server.ts";
import type { DatabaseTarget } from "./database-target.ts";
import { requireKnownVersion } from "./require-known-version.server.ts";
import { emptyAllTables, type LoadProgress, loadTables } from "./load-tables.server.ts";
import { readSchemaVersion } from "./read-schema-version.server.ts";
import { sealSqliteFile, swapSqliteFile } from "./swap-sqlite-file.server.ts";

export interface LoadIntoTargetOptions {
  /** Replace a target that holds data. */
  force: boolean;
  /** Names the archive in messages: "export", "backup". */
  what: string;
  /** Suffix of the old SQLite file while the new one takes its place, e.g. ".before-restore". */
  keptSuffix: string;
  /**
   * Rebuilds what the archive leaves out (the search rows), at the latest schema, inside the
   * load's transaction or file. Passed in by the caller: the search belongs to another feature.
   */
  rebuildDerived?: (trx: Transaction<Database>) => Promise<unknown>;
  onProgress?: (progress: LoadProgress) => void;
}

export interface LoadedSummary {
  /** Migrations applied after loading, when the archive was older than the code. */
  migratedAfterLoad: string[];
  /** Whether the target held data that was replaced. */
  replaced: boolean;
}

/** Checks a SQLite file that is about to become, or just became, the site's database. */
export async function checkSqliteDatabase(file: string): Promise<void> {
  const handle = createDatabase({ sqlitePath: file });
  try {
    const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(handle.db);
    if (rows[0]?.quick_check !== "ok") throw new ArchiveError("corrupted", `The restored database fails SQLite's check: ${rows[0]?.quick_check ?? "no answer"}.`);
    if ((await readSchemaVersion(handle.db)).version === null) throw new ArchiveError("corrupted", "The restored database has no schema.");
  } finally {
    await handle.close();
  }
}

/**
 * Loads an unpacked archive of tables (`directory` and its manifest) into the target, replacing
 * what is there only with `force`:
 * - PostgreSQL: one transaction migrates to the archive's schema version, empties and loads every
 *   table, migrates to the latest version and rebuilds the derived rows, then commits; any failure
 *   leaves the database as it was.
 * - SQLite: the same is done in a new file beside the target, which then takes its place in one
 *   rename (swapSqliteFile).
 */
export async function loadIntoTarget(target: DatabaseTarget, directory: string, manifest: ArchiveManifest, options: LoadIntoTargetOptions): Promise<LoadedSummary> {
  requireKnownVersion(manifest.schemaVersion, options.what);
  return target.dialect === "postgres"
    ? loadIntoPostgres(target.databaseUrl, directory, manifest, options)
    : loadIntoSqlite(target.sqlitePath, directory, manifest, options);
}

async function loadIntoPostgres(databaseUrl: string, directory: string, manifest: ArchiveManifest, options: LoadIntoTargetOptions): Promise<LoadedSummary> {
  const handle = createDatabase({ databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 1 });
  try {
    // One connection, one transaction: BEGIN and COMMIT are sent by hand because the migrator,
    // told to use the caller's transaction, runs on a connection rather than a Transaction.
    return await handle.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      try {
        const contents = await findTargetContents(connection);
        if (contents.tablesWithRows.length > 0 && !options.force) throw notEmptyError(options.what, contents);
        // A database newer than the archive goes back down to its version; emptied first, so the
        // down migrations have no rows to carry (migration names sort in order).
        if (contents.version !== null && contents.version > manifest.schemaVersion) await emptyAllTables(connection);
        await migrateTo(connection, manifest.schemaVersion, { inCallersTransaction: true });
        await loadTables(connection, directory, manifest, options.onProgress);
        const migratedAfterLoad = await migrateToLatest(connection, { inCallersTransaction: true });
        // The connection is inside the transaction begun above: it is one, without the type.
        await options.rebuildDerived?.(connection as unknown as Transaction<Database>);
        await sql`commit`.execute(connection);
        return { migratedAfterLoad, replaced: contents.tablesWithRows.length > 0 };
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => {});
        throw error;
      }
    });
  } finally {
    await handle.close();
  }
}

/** Whether a SQLite target holds data to replace; refused without `force`. A missing file is empty. */
export async function checkSqliteTarget(sqlitePath: string, options: Pick<LoadIntoTargetOptions, "force" | "what">): Promise<boolean> {
  if (!(await access(sqlitePath).then(() => true, () => false))) return false;
  const existing = createDatabase({ sqlitePath });
  try {
    const contents = await findTargetContents(existing.db);
    if (contents.tablesWithRows.length > 0 && !options.force) throw notEmptyError(options.what, contents);
    return contents.tablesWithRows.length > 0;
  } finally {
    await existing.close();
  }
}

async function loadIntoSqlite(sqlitePath: string, directory: string, manifest: ArchiveManifest, options: LoadIntoTargetOptions): Promise<LoadedSummary> {
  const replaced = await checkSqliteTarget(sqlitePath, options);

  await mkdir(path.dirname(sqlitePath), { recursive: true });
  const scratchPath = `${sqlitePath}.loading-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    const scratch = createDatabase({ sqlitePath: scratchPath });
    let migratedAfterLoad: string[];
    try {
      await migrateTo(scratch.db, manifest.schemaVersion);
      await scratch.db.transaction().execute((trx) => loadTables(trx, directory, manifest, options.onProgress));
      migratedAfterLoad = await migrateToLatest(scratch.db);
      const rebuild = options.rebuildDerived;
      if (rebuild) await scratch.db.transaction().execute((trx) => rebuild(trx));
    } finally {
      await scratch.close();
    }
    sealSqliteFile(scratchPath);
    await swapSqliteFile(sqlitePath, scratchPath, options.keptSuffix, checkSqliteDatabase);
    return { migratedAfterLoad, replaced };
  } finally {
    await Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(`${scratchPath}${suffix}`, { force: true })));
  }
}
