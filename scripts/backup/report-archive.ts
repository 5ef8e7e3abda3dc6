import type { ArchiveManifest } from "#app/features/backup/archive-manifest.ts";
import { formatBytes } from "#app/features/backup/progress-line.ts";

const number = new Intl.NumberFormat("en-GB");

export function formatNumber(value: number): string {
  return number.format(value);
}

export function formatCount(count: number, noun: string): string {
  return `${number.format(count)} ${noun}${count === 1 ? "" : "s"}`;
}

export function formatSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** The tables and rows an archive holds, one table a line, and what it leaves out and why. */
export function describeManifest(manifest: ArchiveManifest): string[] {
  const totalRows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const lines = [
    `  ${formatCount(manifest.tables.length, "table")}, ${formatCount(totalRows, "row")}, ${formatBytes(manifest.totalBytes)} of data, schema ${manifest.schemaVersion}, made ${manifest.createdAt} from ${manifest.sourceDialect === "sqlite" ? "SQLite" : "PostgreSQL"}`,
  ];
  const width = Math.max(...manifest.tables.map((table) => table.name.length), 0);
  for (const table of manifest.tables) lines.push(`    ${table.name.padEnd(width)}  ${number.format(table.rows).padStart(9)}`);
  for (const derived of manifest.derived) lines.push(`  Not in the archive: ${derived.name} (${derived.rebuilt})`);
  return lines;
}
