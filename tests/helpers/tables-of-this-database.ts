import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";

/**
 * The tables of the database under test. On PostgreSQL the introspection lists every schema's
 * tables, and the other test databases running at the same time are schemas of the same server.
 */
export async function tablesOfThisDatabase(db: Kysely<any>) {
  const tables = await db.introspection.getTables();
  if (getDatabaseDialect(db) !== "postgres") return tables;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return tables.filter((table) => table.schema === rows[0]!.schema);
}
