import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { TableDescription } from "./describe-tables.server.ts";

export type TableRow = Record<string, unknown>;

// Rows holding files are fetched a few at a time: a batch of media variants can be megabytes.
const ROWS_PER_FETCH = 500;
const ROWS_WITH_BYTES_PER_FETCH = 8;
const CURSOR = "archive_rows";

/**
 * Every row of a table, in primary-key order, read with a cursor so that memory holds one batch,
 * whatever the table's size. Call it inside a transaction: on SQLite (Kysely's `.stream()`, which
 * better-sqlite3 serves from a statement iterator) the transaction is the snapshot; on PostgreSQL
 * the project's pool has no cursor class for `.stream()`, so the same is done in SQL with
 * DECLARE … CURSOR and FETCH, which only live inside a transaction.
 */
export async function* streamTableRows(trx: Kysely<any>, table: TableDescription): AsyncGenerator<TableRow> {
  if (getDatabaseDialect(trx) === "sqlite") {
    const query = trx.selectFrom(table.name).select(table.columns);
    const ordered = table.primaryKey.reduce((builder, column) => builder.orderBy(column), query);
    yield* ordered.stream();
    return;
  }
  const columns = sql.join(table.columns.map((column) => sql.ref(column)));
  const order = table.primaryKey.length > 0 ? sql` order by ${sql.join(table.primaryKey.map((column) => sql.ref(column)))}` : sql``;
  const batch = table.binaryColumns.length > 0 ? ROWS_WITH_BYTES_PER_FETCH : ROWS_PER_FETCH;
  await sql`declare ${sql.id(CURSOR)} no scroll cursor for select ${columns} from ${sql.table(table.name)}${order}`.execute(trx);
  try {
    for (;;) {
      const { rows } = await sql<TableRow>`fetch forward ${sql.lit(batch)} from ${sql.id(CURSOR)}`.execute(trx);
      if (rows.length === 0) return;
      yield* rows;
    }
  } finally {
    // In a transaction already failed the cursor is gone with it; that failure is the one to report.
    await sql`close ${sql.id(CURSOR)}`.execute(trx).catch(() => {});
  }
}
