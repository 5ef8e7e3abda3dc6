import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import { allMigrations } from "#app/db/migrations/all-migrations.ts";

export interface SchemaVersion {
  /** The last migration applied, or null for a database never migrated. */
  version: string | null;
  /** Migrations applied that this code does not know: the database is newer than the code. */
  unknown: string[];
}

async function hasMigrationTable(db: Kysely<any>): Promise<boolean> {
  const { rows } =
    getDatabaseDialect(db) === "sqlite"
      ? await sql`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)
      : await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'kysely_migration'`.execute(db);
  return rows.length > 0;
}

/** The schema version of a database: the name of the last migration applied to it. */
export async function readSchemaVersion(db: Kysely<any>): Promise<SchemaVersion> {
  if (!(await hasMigrationTable(db))) return { version: null, unknown: [] };
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const names = rows.map((row) => row.name);
  return { version: names.at(-1) ?? null, unknown: names.filter((name) => !(name in allMigrations)) };
}
