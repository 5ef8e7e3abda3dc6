import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateCareersCache } from "#app/features/careers/careers-cache.server.ts";
import { reindexJob } from "#app/features/search/reindex-search-documents.server.ts";
import type { JobInput } from "./job-form-schema.ts";
import { jobColumns, requirementRows } from "./job-row.ts";

/** Stores a new opening with its requirements in order, its search row and the audit entry, in one transaction. */
export async function createJob(db: Kysely<Database>, job: JobInput, userId: number, now = new Date()): Promise<number> {
  const timestamp = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("jobs")
      .values({ ...jobColumns(job), created_at: timestamp, updated_at: timestamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("job_requirements").values(requirementRows(id, job.requirements)).execute();
    await reindexJob(trx, id, now);
    await recordAudit(trx, { userId, action: "job.create", target: `job:${id}` }, now);
    return id;
  });
  invalidateCareersCache(db);
  return id;
}
