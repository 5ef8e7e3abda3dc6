import type { Kysely } from "kysely";
import type { Database, JobStatus } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateCareersCache } from "#app/features/careers/careers-cache.server.ts";
import { reindexJob } from "#app/features/search/reindex-search-documents.server.ts";

export type SetJobStatusResult = "changed" | "unchanged" | "not-found";

/**
 * Closes or reopens an opening. Closing takes it off the careers page and stops applications to
 * it; a repeated click (a second tab, a resubmitted form) changes and logs nothing.
 */
export async function setJobStatus(db: Kysely<Database>, id: number, status: JobStatus, userId: number, now = new Date()): Promise<SetJobStatusResult> {
  const result = await db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirst();
    if (!job) return "not-found" as const;
    if (job.status === status) return "unchanged" as const;
    await trx.updateTable("jobs").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
    await reindexJob(trx, id, now);
    await recordAudit(trx, { userId, action: status === "closed" ? "job.close" : "job.reopen", target: `job:${id}` }, now);
    return "changed" as const;
  });
  if (result === "changed") invalidateCareersCache(db);
  return result;
}
