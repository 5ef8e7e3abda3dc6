import type { Kysely } from "kysely";
import type { Database, JobStatus } from "#app/db/schema.ts";

export type JobChoice = { id: number; title: string; status: JobStatus };

/** Every job, for the applications list's job filter: open ones first, then by title. */
export async function listJobChoices(db: Kysely<Database>): Promise<JobChoice[]> {
  const jobs = await db.selectFrom("jobs").select(["id", "job_title", "status"]).orderBy("status", "desc").orderBy("job_title").orderBy("id").execute();
  return jobs.map((job) => ({ id: job.id, title: job.job_title, status: job.status }));
}
