import type { Kysely } from "kysely";
import type { Database, NewVital } from "#app/db/schema.ts";

// SQLite takes at most 32,766 bound values in one statement and a row binds four; PostgreSQL 65,535.
const INSERT_ROWS = 5_000;

/** Writes queued samples, as few multi-row inserts as the databases' limits on bound values allow. */
export async function saveVitals(db: Kysely<Database>, rows: readonly NewVital[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    await db.insertInto("vitals").values(rows.slice(start, start + INSERT_ROWS)).execute();
  }
}
