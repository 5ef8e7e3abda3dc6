import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { createDatabase } from "#app/db/client.server.ts";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest, MANIFEST_ENTRY, SQLITE_FILE_ENTRY } from "./archive-manifest.ts";
import { openArchiveOutput, refuseExistingOutput } from "./archive-output.server.ts";
import { type CopyProgress, copySqliteOnline } from "./copy-sqlite-online.server.ts";
import type { DatabaseTarget } from "./database-target.ts";
import { describeTables } from "./describe-tables.server.ts";
import type { ExportProgress } from "./export-tables.server.ts";
import { sealSqliteFile } from "./swap-sqlite-file.server.ts";
import { readSequences } from "./table-sequences.server.ts";
import { requireKnownSchema, type WrittenArchive, writeTablesArchive } from "./write-tables-archive.server.ts";

export type BackupProgress =
  | ({ phase: "copy" } & CopyProgress)
  | ({ phase: "tables" } & ExportProgress)
  | { phase: "pack"; bytes: number; totalBytes: number };

export interface WriteBackupOptions {
  passphrase?: string;
  onProgress?: (progress: BackupProgress) => void;
  now?: () => Date;
}

/**
 * A consistent snapshot of the running site's database in one file at `outputPath`, taken
 * without stopping the site:
 * - SQLite: an online copy of the database file (copySqliteOnline), packed with a manifest;
 * - PostgreSQL: every table read in one REPEATABLE READ transaction, in the export format.
 * Written under a temporary name and renamed when complete (openArchiveOutput).
 */
export async function writeBackup(source: DatabaseTarget, outputPath: string, options: WriteBackupOptions = {}): Promise<WrittenArchive> {
  await refuseExistingOutput(outputPath);
  if (source.dialect === "postgres") {
    const handle = createDatabase({ databaseUrl: source.databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 1 });
    try {
      return await writeTablesArchive(handle.db, outputPath, {
        kind: "backup",
        ...(options.passphrase !== undefined ? { passphrase: options.passphrase } : {}),
        onProgress: (progress) => options.onProgress?.({ phase: "tables", ...progress }),
        ...(options.now ? { now: options.now } : {}),
      });
    } finally {
      await handle.close();
    }
  }
  return backUpSqliteFile(source.sqlitePath, outputPath, options);
}

async function describeCopy(db: Kysely<any>) {
  const schemaVersion = await requireKnownSchema(db);
  // The file holds the derived tables too (the search rows and index), as they were.
  const { tables } = await describeTables(db);
  const counted = [];
  for (const table of tables) {
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table.name)}`.execute(db);
    counted.push({ name: table.name, rows: Number(rows[0]?.count ?? 0), columns: table.columns, binaryColumns: table.binaryColumns });
  }
  return { schemaVersion, tables: counted, sequences: await readSequences(db, tables) };
}

async function backUpSqliteFile(sqlitePath: string, outputPath: string, options: WriteBackupOptions): Promise<WrittenArchive> {
  const copyPath = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.copy-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await copySqliteOnline(sqlitePath, copyPath, (progress) => options.onProgress?.({ phase: "copy", ...progress }));
    const copy = createDatabase({ sqlitePath: copyPath });
    let described: Awaited<ReturnType<typeof describeCopy>>;
    try {
      described = await describeCopy(copy.db);
    } finally {
      await copy.close();
    }
    sealSqliteFile(copyPath);

    const createdAt = (options.now ?? (() => new Date()))().toISOString();
    const { size } = await stat(copyPath);
    const output = await openArchiveOutput(outputPath, {
      backup: {
        content: "sqlite-file",
        schemaVersion: described.schemaVersion,
        sourceDialect: "sqlite",
        createdAt,
        ...(options.passphrase !== undefined ? { passphrase: options.passphrase } : {}),
      },
    });
    try {
      const hash = createHash("sha256");
      let packed = 0;
      const chunks = (async function* () {
        for await (const chunk of createReadStream(copyPath) as AsyncIterable<Buffer>) {
          hash.update(chunk);
          packed += chunk.length;
          options.onProgress?.({ phase: "pack", bytes: packed, totalBytes: size });
          yield chunk;
        }
      })();
      await output.tar.addStreamedEntry(SQLITE_FILE_ENTRY, size, chunks);
      const manifest: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        kind: "backup",
        schemaVersion: described.schemaVersion,
        createdAt,
        sourceDialect: "sqlite",
        content: "sqlite-file",
        tables: described.tables,
        sequences: described.sequences,
        derived: [],
        entries: { [SQLITE_FILE_ENTRY]: { bytes: size, sha256: hash.digest("hex") } },
        totalBytes: size,
      };
      await output.tar.addEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      const { bytes } = await output.finish();
      return { path: outputPath, bytes, manifest };
    } catch (error) {
      await output.abort();
      throw error;
    }
  } finally {
    await Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(`${copyPath}${suffix}`, { force: true })));
  }
}
