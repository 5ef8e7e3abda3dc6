import type { Kysely } from "kysely";
import type { Database, EmploymentType, JobStatus } from "#app/db/schema.ts";

export type JobListItem = {
  id: number;
  jobTitle: string;
  location: string;
  employmentType: EmploymentType;
  status: JobStatus;
  datePosted: string;
  validThrough: string;
  applicationCount: number;
};

export type JobStatusCounts = Record<JobStatus | "all", number>;

/** Every opening (or those of one status), newest first, with how many applications each has. */
export async function listJobs(db: Kysely<Database>, filter: { status?: JobStatus } = {}): Promise<JobListItem[]> {
  let query = db
    .selectFrom("jobs")
    .leftJoin("applications", "applications.job_id", "jobs.id")
    .select((eb) => [
      "jobs.id",
      "jobs.job_title",
      "jobs.location",
      "jobs.employment_type",
      "jobs.status",
      "jobs.date_posted",
      "jobs.valid_through",
      eb.fn.count<string | number>("applications.id").as("application_count"),
    ])
    .groupBy(["jobs.id", "jobs.job_title", "jobs.location", "jobs.employment_type", "jobs.status", "jobs.date_posted", "jobs.valid_through"])
    .orderBy("jobs.date_posted", "desc")
    .orderBy("jobs.id", "desc");
  if (filter.status) query = query.where("jobs.status", "=", filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    jobTitle: row.job_title,
    location: row.location,
    employmentType: row.employment_type,
    status: row.status,
    datePosted: row.date_posted,
    validThrough: row.valid_through,
    // PostgreSQL returns counts as strings.
    applicationCount: Number(row.application_count),
  }));
}

/** How many openings there are of each status, for the filter. */
export async function countJobsByStatus(db: Kysely<Database>): Promise<JobStatusCounts> {
  const rows = await db
    .selectFrom("jobs")
    .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: JobStatusCounts = { all: 0, open: 0, closed: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}
