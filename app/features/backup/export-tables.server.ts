import type { Kysely } from "kysely";
import { blobEntryName, type EntryDigest, type ManifestTable, tableEntryName } from "./archive-manifest.ts";
import type { ArchiveSink } from "./archive-sink.ts";
import { type DerivedTable, describeTables } from "./describe-tables.server.ts";
import { encodeValue, isBytes, rowKeyOf } from "./encode-row.ts";
import { orderByDependencies } from "./order-by-dependencies.ts";
import { readSequences } from "./table-sequences.server.ts";
import { streamTableRows } from "./stream-table-rows.server.ts";

export interface ExportProgress {
  table: string;
  rows: number;
  /** Bytes written so far, all tables. */
  bytes: number;
}

export interface ExportedTables {
  tables: ManifestTable[];
  sequences: Record<string, number>;
  derived: Pick<DerivedTable, "name" | "rebuilt">[];
  entries: Record<string, EntryDigest>;
  totalBytes: number;
}

/**
 * Writes every table of the database into `sink` (one JSON-lines entry per table, one entry per
 * binary value), in an order the foreign keys allow. Run it inside one transaction, which is the
 * snapshot every table is read from (REPEATABLE READ on PostgreSQL).
 */
export async function exportTables(trx: Kysely<any>, sink: ArchiveSink, onProgress?: (progress: ExportProgress) => void): Promise<ExportedTables> {
  const { tables, derived } = await describeTables(trx);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const entries: Record<string, EntryDigest> = {};
  const manifestTables: ManifestTable[] = [];
  let totalBytes = 0;
  const record = (name: string, digest: EntryDigest) => {
    entries[name] = digest;
    totalBytes += digest.bytes;
  };

  for (const name of orderByDependencies(tables)) {
    const table = byName.get(name)!;
    const binaryColumns = new Set(table.binaryColumns);
    const usedBlobNames = new Set<string>();
    const lines = await sink.openSpooledEntry(tableEntryName(name));
    let rows = 0;
    let lineBytes = 0;
    for await (const row of streamTableRows(trx, table)) {
      rows += 1;
      const encoded: Record<string, unknown> = {};
      for (const column of table.columns) {
        const value = row[column];
        if (!isBytes(value)) {
          encoded[column] = encodeValue(value);
          continue;
        }
        binaryColumns.add(column);
        let blobName = blobEntryName(name, rowKeyOf(row, table.primaryKey, rows), column);
        if (usedBlobNames.has(blobName)) blobName = blobEntryName(name, `row${rows}`, column);
        usedBlobNames.add(blobName);
        record(blobName, await sink.addEntry(blobName, Buffer.from(value.buffer, value.byteOffset, value.byteLength)));
        encoded[column] = { $blob: blobName };
      }
      const line = `${JSON.stringify(encoded)}\n`;
      lineBytes += Buffer.byteLength(line);
      await lines.write(line);
      if (rows % 200 === 0) onProgress?.({ table: name, rows, bytes: totalBytes + lineBytes });
    }
    record(tableEntryName(name), await lines.close());
    onProgress?.({ table: name, rows, bytes: totalBytes });
    manifestTables.push({ name, rows, columns: table.columns, binaryColumns: [...binaryColumns] });
  }

  return {
    tables: manifestTables,
    sequences: await readSequences(trx, tables),
    derived: derived.map(({ name, rebuilt }) => ({ name, rebuilt })),
    entries,
    totalBytes,
  };
}
