import type { Kysely, Transaction } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";

/**
 * Runs `read` in one transaction that sees the database as it was when it began, while the site
 * goes on writing: REPEATABLE READ on PostgreSQL, where the snapshot is taken at the first
 * statement; on SQLite in WAL mode a read transaction, whose snapshot is taken at its first read
 * and which does not block writers.
 */
export async function readSnapshot<T>(db: Kysely<any>, read: (trx: Transaction<any>) => Promise<T>): Promise<T> {
  if (getDatabaseDialect(db) === "sqlite") return db.transaction().execute(read);
  return db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);
}
