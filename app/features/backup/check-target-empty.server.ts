import { type Kysely, sql } from "kysely";
import { createDatabase } from "#app/db/client.server.ts";
import { LATEST_SCHEMA_VERSION, migrateTo } from "#app/db/migrate.server.ts";
import { ArchiveError } from "./archive-error.ts";
import { describeTables } from "./describe-tables.server.ts";
import { readSchemaVersion } from "./read-schema-version.server.ts";

export interface TargetContents {
  version: string | null;
  /** Tables holding more rows than migrating a new database puts there. */
  tablesWithRows: { name: string; rows: number }[];
}

async function countRows(db: Kysely<any>): Promise<Map<string, number>> {
  const { tables } = await describeTables(db);
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table.name)}`.execute(db);
    counts.set(table.name, Number(rows[0]?.count ?? 0));
  }
  return counts;
}

/** What migrating a new database to `version` writes by itself (built-in pictures, for one). */
async function countRowsOfNewDatabase(version: string): Promise<Map<string, number>> {
  const scratch = createDatabase({ sqlitePath: ":memory:" });
  try {
    await migrateTo(scratch.db, version);
    return await countRows(scratch.db);
  } finally {
    await scratch.close();
  }
}

/**
 * Whether the target holds anything an import or restore would replace. A database that was only
 * migrated counts as empty, although its migrations inserted a few rows; one the site has started
 * on (its pages and settings seeded) or that anyone wrote to does not. A database newer than this
 * code is refused outright: the code could not even read what it would replace.
 */
export async function findTargetContents(db: Kysely<any>): Promise<TargetContents> {
  const { version, unknown } = await readSchemaVersion(db);
  if (unknown.length > 0) {
    throw new ArchiveError("newer-schema", `The target database has migrations this code does not know (${unknown.join(", ")}; this code stops at ${LATEST_SCHEMA_VERSION}). Nothing was changed.`);
  }
  if (version === null) return { version, tablesWithRows: [] };
  const counts = await countRows(db);
  const baseline = await countRowsOfNewDatabase(version);
  const tablesWithRows = [...counts]
    .filter(([name, rows]) => rows > (baseline.get(name) ?? 0))
    .map(([name, rows]) => ({ name, rows }));
  return { version, tablesWithRows };
}

export function notEmptyError(what: string, contents: TargetContents): ArchiveError {
  const listed = contents.tablesWithRows
    .slice(0, 8)
    .map(({ name, rows }) => `${name}: ${rows}`)
    .join(", ");
  const more = contents.tablesWithRows.length > 8 ? `, and ${contents.tablesWithRows.length - 8} more tables` : "";
  return new ArchiveError(
    "target-not-empty",
    `The target database is not empty (rows in ${listed}${more}). Nothing was changed. Add --force to replace everything in it with the ${what}.`,
  );
}
