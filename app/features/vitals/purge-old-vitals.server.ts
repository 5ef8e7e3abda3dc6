import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** The staff page looks back 30 days at most; one spare day keeps that window whole. */
export const VITALS_RETENTION_DAYS = 31;

/** Deletes samples older than the retention period; returns how many went. */
export async function purgeOldVitals(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("vitals").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
