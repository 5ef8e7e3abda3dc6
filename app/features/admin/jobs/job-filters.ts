import { JOB_STATUSES, type JobStatus } from "#app/db/schema.ts";
import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const JOB_SEARCH_MAX_LENGTH = 200;

export type JobFilters = {
  /** Null lists open and closed jobs. */
  status: JobStatus | null;
  /** Part of a job title, any letter case; empty for no search. */
  q: string;
};

/** `?status=open|closed&q=…` of the jobs page; anything unreadable means "no filter". */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const status = params.get("status");
  return {
    status: JOB_STATUSES.find((candidate) => candidate === status) ?? null,
    q: (params.get("q") ?? "").trim().slice(0, JOB_SEARCH_MAX_LENGTH),
  };
}

/** The jobs page's URL for these filters at this position (null: the first page), plus a notice to show. */
export function jobsPath(filters: Partial<JobFilters>, position: KeysetPosition | null = null, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  setKeysetPosition(params, position);
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `/admin/jobs?${query}` : "/admin/jobs";
}
