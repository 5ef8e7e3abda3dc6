import { access, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Transaction } from "kysely";
import { createDatabase } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { ArchiveError } from "#app/features/backup/archive-error.ts";
import { type DatabaseTarget, describeTarget } from "#app/features/backup/database-target.ts";
import { importArchive } from "#app/features/backup/import-archive.server.ts";
import { createProgressLine, formatBytes } from "#app/features/backup/progress-line.ts";
import { restoreBackup } from "#app/features/backup/restore-backup.server.ts";
import { writeBackup } from "#app/features/backup/write-backup.server.ts";
import { writeTablesArchive } from "#app/features/backup/write-tables-archive.server.ts";
import { rebuildSearchDocuments } from "#app/features/search/rebuild-search-documents.server.ts";
import { readDatabaseTarget } from "./read-database-target.ts";
import { describeManifest, formatCount, formatNumber, formatSeconds } from "./report-archive.ts";

export const ARCHIVE_COMMANDS = ["export", "import", "backup", "restore"] as const;
type ArchiveCommand = (typeof ARCHIVE_COMMANDS)[number];

export const ARCHIVE_USAGE = [
  "       npm run admin -- export FILE",
  "         every table into FILE (.tar.gz), for either database (import it elsewhere)",
  "       npm run admin -- import FILE [--force]",
  "         loads an export into the database DATABASE_URL or SQLITE_PATH names",
  "       npm run admin -- backup [--out FILE] [--passphrase-file F]",
  "         a snapshot of the running site's database (default backups/site-<time>.backup)",
  "       npm run admin -- restore FILE [--force] [--passphrase-file F]",
  "         puts a backup in the database's place; --force replaces a database that holds data",
].join("\n");

export function isArchiveCommand(command: string | undefined): command is ArchiveCommand {
  return (ARCHIVE_COMMANDS as readonly string[]).includes(command ?? "");
}

interface ArchiveArguments {
  command: ArchiveCommand;
  file: string | undefined;
  force: boolean;
  out: string | undefined;
  passphraseFile: string | undefined;
}

function readArchiveArguments(argv: string[]): ArchiveArguments | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { force: { type: "boolean" }, out: { type: "string" }, "passphrase-file": { type: "string" } },
      allowPositionals: true,
    });
  } catch (error) {
    return (error as Error).message;
  }
  const { positionals, values } = parsed;
  const command = positionals[0] as ArchiveCommand;
  const file = positionals[1];
  const allowed: Record<ArchiveCommand, { file: boolean; force: boolean; out: boolean; passphrase: boolean }> = {
    export: { file: true, force: false, out: false, passphrase: false },
    import: { file: true, force: true, out: false, passphrase: false },
    backup: { file: false, force: false, out: true, passphrase: true },
    restore: { file: true, force: true, out: false, passphrase: true },
  };
  const rules = allowed[command];
  if (positionals.length > (rules.file ? 2 : 1)) return `${command} takes ${rules.file ? "one file" : "no file (use --out)"}`;
  if (rules.file && !file) return `${command} needs a FILE`;
  if (values.force && !rules.force) return `${command} has no --force`;
  if (values.out !== undefined && !rules.out) return `${command} has no --out`;
  if (values["passphrase-file"] !== undefined && !rules.passphrase) return `${command} has no --passphrase-file`;
  return { command, file, force: values.force ?? false, out: values.out, passphraseFile: values["passphrase-file"] };
}

async function readPassphrase(file: string): Promise<string> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError("passphrase-needed", `Cannot read the passphrase file ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}.`);
  });
  // Only the line ending is removed: spaces may be part of the passphrase.
  const passphrase = text.replace(/\r?\n$/, "");
  if (passphrase === "") throw new ArchiveError("passphrase-needed", `The passphrase file ${file} is empty.`);
  return passphrase;
}

function defaultBackupPath(root: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:]/g, "-").replace(/\.\d+Z$/, "Z");
  return path.join(root, "backups", `site-${stamp}.backup`);
}

/** Reading from a SQLite file that is not there would create an empty one: refused instead. */
async function requireSourceFile(target: DatabaseTarget): Promise<void> {
  if (target.dialect !== "sqlite") return;
  const there = await access(target.sqlitePath).then(
    () => true,
    () => false,
  );
  if (!there) throw new ArchiveError("not-an-archive", `There is no database at ${target.sqlitePath} (SQLITE_PATH).`);
}

const rebuildDerived = async (trx: Transaction<Database>) => {
  await rebuildSearchDocuments(trx);
};

async function runExport(target: DatabaseTarget, file: string): Promise<void> {
  await requireSourceFile(target);
  const started = Date.now();
  const progress = createProgressLine();
  const handle = createDatabase(target.dialect === "postgres" ? { databaseUrl: target.databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 1 } : { sqlitePath: target.sqlitePath });
  try {
    const written = await writeTablesArchive(handle.db, file, {
      kind: "export",
      onProgress: ({ table, rows, bytes }) => progress.update(`Exporting ${table}: ${formatCount(rows, "row")}, ${formatBytes(bytes)} so far`),
    });
    progress.done();
    console.log(`Exported ${describeTarget(target)} to ${file} (${formatBytes(written.bytes)}) in ${formatSeconds(Date.now() - started)}.`);
    for (const line of describeManifest(written.manifest)) console.log(line);
  } finally {
    progress.done();
    await handle.close();
  }
}

async function runImport(target: DatabaseTarget, file: string, force: boolean): Promise<void> {
  const started = Date.now();
  const progress = createProgressLine();
  try {
    const result = await importArchive(file, target, {
      force,
      rebuildDerived,
      onProgress: ({ table, rows }) => progress.update(`Loading ${table}: ${formatCount(rows, "row")}`),
    });
    progress.done();
    console.log(`Imported ${file} into ${describeTarget(target)} in ${formatSeconds(Date.now() - started)}${result.replaced ? ", replacing what it held (--force)" : ""}.`);
    for (const line of describeManifest(result.manifest)) console.log(line);
    if (result.migratedAfterLoad.length > 0) console.log(`  Then migrated to the code's schema: ${result.migratedAfterLoad.join(", ")}`);
    console.log("  Search rebuilt from the pages, posts and jobs. Restart the site if it is running, so it reads the new data.");
  } finally {
    progress.done();
  }
}

async function runBackup(target: DatabaseTarget, out: string, passphraseFile: string | undefined): Promise<void> {
  await requireSourceFile(target);
  const started = Date.now();
  const passphrase = passphraseFile === undefined ? undefined : await readPassphrase(passphraseFile);
  await mkdir(path.dirname(out), { recursive: true });
  const progress = createProgressLine();
  try {
    const written = await writeBackup(target, out, {
      ...(passphrase !== undefined ? { passphrase } : {}),
      onProgress: (step) => {
        if (step.phase === "copy") progress.update(`Copying the database: ${formatCount(step.pagesDone, "page")} of ${formatNumber(step.pagesTotal)}`);
        else if (step.phase === "pack") progress.update(`Packing: ${formatBytes(step.bytes)} of ${formatBytes(step.totalBytes)}`);
        else progress.update(`Saving ${step.table}: ${formatCount(step.rows, "row")}, ${formatBytes(step.bytes)} so far`);
      },
    });
    progress.done();
    console.log(
      `Backed up ${describeTarget(target)} to ${out} (${formatBytes(written.bytes)}${passphrase !== undefined ? ", encrypted" : ", not encrypted"}) in ${formatSeconds(Date.now() - started)}.`,
    );
    for (const line of describeManifest(written.manifest)) console.log(line);
  } finally {
    progress.done();
  }
}

async function runRestore(target: DatabaseTarget, file: string, force: boolean, passphraseFile: string | undefined): Promise<void> {
  const started = Date.now();
  const passphrase = passphraseFile === undefined ? undefined : await readPassphrase(passphraseFile);
  const progress = createProgressLine();
  try {
    const result = await restoreBackup(file, target, {
      force,
      ...(passphrase !== undefined ? { passphrase } : {}),
      rebuildDerived,
      onProgress: ({ table, rows }) => progress.update(`Loading ${table}: ${formatCount(rows, "row")}`),
    });
    progress.done();
    console.log(`Restored ${file} into ${describeTarget(target)} in ${formatSeconds(Date.now() - started)}${result.replaced ? ", replacing what it held (--force)" : ""}.`);
    for (const line of describeManifest(result.manifest)) console.log(line);
    if (result.migratedAfterLoad.length > 0) console.log(`  Then migrated to the code's schema: ${result.migratedAfterLoad.join(", ")}`);
    console.log("  Restart the site if it is running, so it reads the restored data.");
  } finally {
    progress.done();
  }
}

const NOT_DONE: Record<ArchiveCommand, string> = { export: "Not exported", import: "Not imported", backup: "Not backed up", restore: "Not restored" };

/** Runs one of the archive commands; returns the exit code (2 for a usage error, 1 for a refusal). */
export async function runArchiveCommand(argv: string[], root: string): Promise<number> {
  const args = readArchiveArguments(argv);
  if (typeof args === "string") {
    console.error(`${args}\n\nUsage:\n${ARCHIVE_USAGE}`);
    return 2;
  }
  try {
    const target = readDatabaseTarget(root);
    const file = args.file === undefined ? undefined : path.resolve(args.file);
    if (args.command === "export") await runExport(target, file!);
    else if (args.command === "import") await runImport(target, file!, args.force);
    else if (args.command === "backup") await runBackup(target, args.out === undefined ? defaultBackupPath(root, new Date()) : path.resolve(args.out), args.passphraseFile);
    else await runRestore(target, file!, args.force, args.passphraseFile);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${NOT_DONE[args.command]}: ${message}`);
    return 1;
  }
}
