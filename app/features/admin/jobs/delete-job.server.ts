import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateCareersCache } from "#app/features/careers/careers-cache.server.ts";
import { reindexJob } from "#app/features/search/reindex-search-documents.server.ts";

/**
 * Deletes an opening. Its requirements go with it (ON DELETE CASCADE); its applications stay,
 * their job_id cleared by the foreign key (ON DELETE SET NULL) and their job_title snapshot
 * still saying what was applied for. False when there is no such opening.
 */
export async function deleteJob(db: Kysely<Database>, id: number, userId: number, now = new Date()): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("jobs").where("id", "=", id).returning("id").executeTakeFirst();
    if (!row) return false;
    await reindexJob(trx, id, now);
    await recordAudit(trx, { userId, action: "job.delete", target: `job:${id}` }, now);
    return true;
  });
  if (deleted) invalidateCareersCache(db);
  return deleted;
}
