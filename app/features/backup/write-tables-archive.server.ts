import type { Kysely } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import { LATEST_SCHEMA_VERSION } from "#app/db/migrate.server.ts";
import { ArchiveError } from "./archive-error.ts";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest, MANIFEST_ENTRY } from "./archive-manifest.ts";
import { openArchiveOutput } from "./archive-output.server.ts";
import { type ExportProgress, exportTables } from "./export-tables.server.ts";
import { readSchemaVersion } from "./read-schema-version.server.ts";
import { readSnapshot } from "./read-snapshot.server.ts";
import { TarArchiveSink } from "./tar-archive-sink.server.ts";

export interface WrittenArchive {
  path: string;
  /** The file's size. */
  bytes: number;
  manifest: ArchiveManifest;
}

export interface WriteTablesArchiveOptions {
  kind: "export" | "backup";
  /** Backups only: encrypts the content with this passphrase. */
  passphrase?: string;
  onProgress?: (progress: ExportProgress) => void;
  now?: () => Date;
}

/** The schema version of a database an archive can be made from, or a refusal saying why not. */
export async function requireKnownSchema(db: Kysely<any>): Promise<string> {
  const { version, unknown } = await readSchemaVersion(db);
  if (version === null) throw new ArchiveError("unsupported", "The database has never been migrated: there is nothing to save.");
  if (unknown.length > 0) {
    throw new ArchiveError("newer-schema", `The database has migrations this code does not know (${unknown.join(", ")}; this code stops at ${LATEST_SCHEMA_VERSION}): run a newer version of the site's code.`);
  }
  return version;
}

/**
 * Every table of the database, read in one snapshot, into an archive at `outputPath`: a plain
 * .tar.gz for an export, a backup file (header, optional encryption, end marker) for a backup.
 */
export async function writeTablesArchive(db: Kysely<any>, outputPath: string, options: WriteTablesArchiveOptions): Promise<WrittenArchive> {
  const now = options.now ?? (() => new Date());
  return readSnapshot(db, async (trx) => {
    const schemaVersion = await requireKnownSchema(trx);
    const createdAt = now().toISOString();
    const sourceDialect = getDatabaseDialect(db);
    const output = await openArchiveOutput(outputPath, {
      ...(options.kind === "backup"
        ? { backup: { content: "tables" as const, schemaVersion, sourceDialect, createdAt, ...(options.passphrase !== undefined ? { passphrase: options.passphrase } : {}) } }
        : {}),
    });
    try {
      const exported = await exportTables(trx, new TarArchiveSink(output.tar, output.spoolDirectory), options.onProgress);
      const manifest: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        kind: options.kind,
        schemaVersion,
        createdAt,
        sourceDialect,
        content: "tables",
        ...exported,
      };
      // Last, once every entry's checksum is known; a reader unpacks everything before using it.
      await output.tar.addEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      const { bytes } = await output.finish();
      return { path: outputPath, bytes, manifest };
    } catch (error) {
      await output.abort();
      throw error;
    }
  });
}
