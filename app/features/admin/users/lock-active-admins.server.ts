import type { Transaction } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * The ids of the active admins, read at the start of a change that could leave the console
 * without one. On PostgreSQL their rows stay locked until the transaction ends, so two admins
 * demoting each other at the same moment cannot both succeed; SQLite runs one write transaction
 * at a time anyway.
 */
export async function lockActiveAdmins(trx: Transaction<Database>): Promise<number[]> {
  const query = trx.selectFrom("staff_users").select("id").where("role", "=", "admin").where("disabled_at", "is", null).orderBy("id");
  const rows = await (getDatabaseDialect(trx) === "postgres" ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}
