import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateCareersCache } from "#app/features/careers/careers-cache.server.ts";
import { reindexJob } from "#app/features/search/reindex-search-documents.server.ts";
import type { JobInput } from "./job-form-schema.ts";
import { jobColumns, requirementRows } from "./job-row.ts";

/**
 * Replaces an opening's fields and its whole requirement list. A status change made in the form
 * is also logged as a close or reopen, so the audit log reads the same however it was done.
 * False when there is no such opening.
 */
export async function updateJob(db: Kysely<Database>, id: number, job: JobInput, userId: number, now = new Date()): Promise<boolean> {
  const updated = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable("jobs")
      .set({ ...jobColumns(job), updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("job_requirements").where("job_id", "=", id).execute();
    await trx.insertInto("job_requirements").values(requirementRows(id, job.requirements)).execute();
    await reindexJob(trx, id, now);
    await recordAudit(trx, { userId, action: "job.update", target: `job:${id}` }, now);
    if (before.status !== job.status) {
      await recordAudit(trx, { userId, action: job.status === "closed" ? "job.close" : "job.reopen", target: `job:${id}` }, now);
    }
    return true;
  });
  if (updated) invalidateCareersCache(db);
  return updated;
}
