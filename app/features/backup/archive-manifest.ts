import { z } from "zod";

/*
 * What an archive holds, in `manifest.json`: enough to check every entry byte for byte and to
 * load the rows into either database. The same manifest serves a portable export (`tables`: one
 * JSON-lines file per table, binary values as their own entries) and a backup of a SQLite file
 * (`sqlite-file`: the database file itself).
 */

export const ARCHIVE_FORMAT = "kairav-site-archive";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const SQLITE_FILE_ENTRY = "database.sqlite";

/** A table's rows: `tables/<name>.jsonl`, one JSON object a line. */
export function tableEntryName(table: string): string {
  return `tables/${table}.jsonl`;
}

/** A binary value, referenced from its row as `{ "$blob": "<entry name>" }`. */
export function blobEntryName(table: string, rowKey: string, column: string): string {
  return `blobs/${table}/${rowKey}-${column}.bin`;
}

// Names are checked before anything is written from them: an archive cannot reach outside the
// folder it is unpacked into.
const SAFE_PART = "[A-Za-z0-9_][A-Za-z0-9_.-]*";
const ENTRY_NAME = new RegExp(`^(?:${MANIFEST_ENTRY.replace(".", "\\.")}|${SQLITE_FILE_ENTRY.replace(".", "\\.")}|tables/${SAFE_PART}\\.jsonl|blobs/${SAFE_PART}/${SAFE_PART}\\.bin)$`);

export function isValidEntryName(name: string): boolean {
  return ENTRY_NAME.test(name) && !name.split("/").includes("..");
}

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const entryDigestSchema = z.object({ bytes: z.number().int().nonnegative(), sha256: sha256Hex });
export type EntryDigest = z.infer<typeof entryDigestSchema>;

export const manifestTableSchema = z.object({
  name: z.string().regex(new RegExp(`^${SAFE_PART}$`)),
  rows: z.number().int().nonnegative(),
  columns: z.array(z.string()),
  /** Columns whose values are entries of their own (Buffer, blob, bytea). */
  binaryColumns: z.array(z.string()),
});
export type ManifestTable = z.infer<typeof manifestTableSchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  kind: z.enum(["export", "backup"]),
  /** The name of the last migration applied to the database the archive was made from. */
  schemaVersion: z.string().min(1),
  createdAt: z.string(),
  sourceDialect: z.enum(["sqlite", "postgres"]),
  content: z.enum(["tables", "sqlite-file"]),
  /** In the order they were written, which is an order their foreign keys allow. */
  tables: z.array(manifestTableSchema),
  /**
   * The highest id each table's counter has handed out (SQLite's sqlite_sequence, a PostgreSQL
   * identity sequence), which can be above the highest id still there: an id is never reused.
   */
  sequences: z.record(z.string(), z.number().int().nonnegative()),
  /** Tables left out because they are rebuilt from the others, and how. */
  derived: z.array(z.object({ name: z.string(), rebuilt: z.string() })),
  entries: z.record(z.string(), entryDigestSchema),
  /** The bytes of every entry but the manifest, before compression. */
  totalBytes: z.number().int().nonnegative(),
});
export type ArchiveManifest = z.infer<typeof manifestSchema>;
