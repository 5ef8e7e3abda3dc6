import type { Kysely } from "kysely";
import type { Database, EmploymentType, JobStatus } from "#app/db/schema.ts";
import { textContains } from "#app/db/text-contains.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import type { JobFilters } from "./job-filters.ts";

export const ADMIN_JOBS_PER_PAGE = 20;

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

const NO_FILTERS: JobFilters = { status: null, q: "" };

function filteredJobs(db: Kysely<Database>, filters: JobFilters) {
  let query = db.selectFrom("jobs");
  if (filters.status) query = query.where("jobs.status", "=", filters.status);
  if (filters.q) query = query.where(textContains(["jobs.job_title"], filters.q));
  return query;
}

/**
 * The query of one page of jobs, newest first; exported so the query-plan test checks the SQL the
 * page runs. Each job's applications are counted on their own (an index lookup per row shown)
 * rather than by joining every application and grouping, which grows with all applications ever.
 */
export function adminJobsPageQuery(db: Kysely<Database>, filters: JobFilters, position: KeysetPosition | null) {
  const query = filteredJobs(db, filters).select((eb) => [
    "jobs.id",
    "jobs.job_title",
    "jobs.location",
    "jobs.employment_type",
    "jobs.status",
    "jobs.date_posted",
    "jobs.valid_through",
    eb
      .selectFrom("applications")
      .whereRef("applications.job_id", "=", "jobs.id")
      .select((inner) => inner.fn.countAll<string | number>().as("n"))
      .as("application_count"),
  ]);
  return pageByKeyset(query, { key: "jobs.date_posted", id: "jobs.id" }, position, ADMIN_JOBS_PER_PAGE);
}

/** One page of the openings (all, or those the filters select), newest first, with how many applications each has. */
export async function listJobs(db: Kysely<Database>, filters: JobFilters = NO_FILTERS, position: KeysetPosition | null = null): Promise<KeysetPage<JobListItem>> {
  const page = await readKeysetPage((at) => adminJobsPageQuery(db, filters, at).execute(), position, ADMIN_JOBS_PER_PAGE, (row) => ({ key: row.date_posted, id: row.id }));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      jobTitle: row.job_title,
      location: row.location,
      employmentType: row.employment_type,
      status: row.status,
      datePosted: row.date_posted,
      validThrough: row.valid_through,
      // PostgreSQL returns counts as strings.
      applicationCount: Number(row.application_count ?? 0),
    })),
  };
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
