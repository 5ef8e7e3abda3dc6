import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import { ArchiveError } from "./archive-error.ts";
import { type ArchiveManifest, isValidEntryName, tableEntryName } from "./archive-manifest.ts";
import { describeTables, type TableDescription } from "./describe-tables.server.ts";
import { decodeValue } from "./encode-row.ts";
import { orderByDependencies } from "./order-by-dependencies.ts";
import { advanceSequences } from "./table-sequences.server.ts";

export interface LoadProgress {
  table: string;
  rows: number;
}

// Both bounds hold: SQLite takes at most 32,766 parameters a statement, PostgreSQL 65,535, and a
// batch of rows with files is flushed by size.
const MAX_ROWS_PER_INSERT = 500;
const MAX_PARAMETERS_PER_INSERT = 30_000;
const MAX_BYTES_PER_INSERT = 8 * 1024 * 1024;

function schemaMismatch(manifest: ArchiveManifest, detail: string): ArchiveError {
  return new ArchiveError("unsupported", `The archive does not fit the database at schema ${manifest.schemaVersion}: ${detail}.`);
}

/** Empties every table a load fills, derived ones included (migrations insert a few rows). */
export async function emptyAllTables(trx: Kysely<any>): Promise<void> {
  const { tables, derived } = await describeTables(trx);
  await emptyTables(trx, [...orderByDependencies(tables), ...derived.filter((table) => table.emptiedBeforeLoad).map((table) => table.name)]);
}

async function emptyTables(trx: Kysely<any>, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  if (getDatabaseDialect(trx) === "postgres") {
    await sql`truncate table ${sql.join(names.map((name) => sql.table(name)))}`.execute(trx);
    return;
  }
  // Children first; the foreign-key checks are deferred to the commit anyway.
  for (const name of [...names].reverse()) await sql`delete from ${sql.table(name)}`.execute(trx);
}

async function* readRows(directory: string, manifest: ArchiveManifest, table: string, columns: readonly string[]): AsyncGenerator<{ row: Record<string, unknown>; bytes: number }> {
  const lines = createInterface({ input: createReadStream(path.join(directory, tableEntryName(table))), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === "") continue;
    const stored = JSON.parse(line) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    let bytes = line.length;
    for (const column of columns) {
      if (!(column in stored)) throw new ArchiveError("corrupted", `A row of ${table} has no value for ${column}.`);
      const decoded = decodeValue(stored[column]);
      if ("value" in decoded) {
        row[column] = decoded.value;
        continue;
      }
      if (!isValidEntryName(decoded.blob) || !(decoded.blob in manifest.entries)) {
        throw new ArchiveError("corrupted", `A row of ${table} refers to "${decoded.blob}", which the archive does not hold.`);
      }
      const data = await readFile(path.join(directory, decoded.blob));
      bytes += data.length;
      row[column] = data;
    }
    yield { row, bytes };
  }
}

/**
 * Loads an unpacked archive into a database already migrated to the archive's schema version:
 * empties every table, inserts each table's rows in an order the foreign keys allow, in batches,
 * checks each table's count against the manifest, and moves the id counters past what was
 * loaded. Run it inside the caller's transaction: the load is all or nothing.
 */
export async function loadTables(trx: Kysely<any>, directory: string, manifest: ArchiveManifest, onProgress?: (progress: LoadProgress) => void): Promise<void> {
  const { tables } = await describeTables(trx);
  const byName = new Map<string, TableDescription>(tables.map((table) => [table.name, table]));
  for (const archived of manifest.tables) {
    const table = byName.get(archived.name);
    if (!table) throw schemaMismatch(manifest, `it has a table ${archived.name} that the database does not`);
    const missing = archived.columns.filter((column) => !table.columns.includes(column));
    if (missing.length > 0) throw schemaMismatch(manifest, `${archived.name} has columns the database does not (${missing.join(", ")})`);
  }

  if (getDatabaseDialect(trx) === "sqlite") await sql`pragma defer_foreign_keys = on`.execute(trx);
  const order = orderByDependencies(tables);
  await emptyAllTables(trx);

  for (const name of order) {
    const archived = manifest.tables.find((table) => table.name === name);
    if (!archived) continue;
    const rowsPerInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS_PER_INSERT / Math.max(1, archived.columns.length))));
    let batch: Record<string, unknown>[] = [];
    let batchBytes = 0;
    let loaded = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      try {
        await trx.insertInto(name).values(batch).execute();
      } catch (error) {
        // Said with the table: e.g. a value SQLite's loose typing kept that PostgreSQL refuses.
        throw new ArchiveError("unsupported", `Loading ${name} (rows ${loaded + 1}–${loaded + batch.length}) failed: ${(error as Error).message}. Nothing was changed.`, { cause: error });
      }
      loaded += batch.length;
      batch = [];
      batchBytes = 0;
      onProgress?.({ table: name, rows: loaded });
    };
    for await (const { row, bytes } of readRows(directory, manifest, name, archived.columns)) {
      batch.push(row);
      batchBytes += bytes;
      if (batch.length >= rowsPerInsert || batchBytes >= MAX_BYTES_PER_INSERT) await flush();
    }
    await flush();
    if (loaded !== archived.rows) {
      throw new ArchiveError("corrupted", `The archive's ${name} holds ${loaded} rows where its manifest says ${archived.rows}.`);
    }
  }
  await advanceSequences(trx, tables, manifest.sequences);
}
