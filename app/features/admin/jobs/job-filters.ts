import { JOB_STATUSES, type JobStatus } from "#app/db/schema.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { LIST_SEARCH_MAX_LENGTH, readStatusSearchFilters, statusSearchListPath, type StatusSearchFilters } from "#app/features/admin/status-search-filters.ts";

export const JOB_SEARCH_MAX_LENGTH = LIST_SEARCH_MAX_LENGTH;

/** Open or closed jobs (null: both), and part of a job title. */
export type JobFilters = StatusSearchFilters<JobStatus>;

/** `?status=open|closed&q=…` of the jobs page; anything unreadable means "no filter". */
export function readJobFilters(params: URLSearchParams): JobFilters {
  return readStatusSearchFilters(params, JOB_STATUSES);
}

/** The jobs page's URL for these filters at this position (null: the first page), plus a notice to show. */
export function jobsPath(filters: Partial<JobFilters>, position: KeysetPosition | null = null, notice?: string): string {
  return statusSearchListPath("/admin/jobs", filters, position, notice);
}
