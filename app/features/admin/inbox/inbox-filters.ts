import { SUBMISSION_STATUSES, type SubmissionStatus } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { type KeysetPosition, readKeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

/*
 * The inbox lists' filters live in the URL (a GET form), so a filtered view can be bookmarked,
 * shared with a colleague, reloaded, and exported as it is. A hand-edited URL with a nonsense
 * value falls back to the default for that filter rather than failing the page. The list, its
 * detail pages and the CSV export all read the filters here and select the rows with
 * filter-submissions.server.ts, so what is exported is what the list shows. Where the list's page
 * starts is not a filter: it travels beside them (keyset-cursor.ts).
 */

export const INBOX_PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 200;

export type InboxFilters = {
  /** Part of a name or email address, any letter case; empty for no search. */
  q: string;
  /** Null lists both statuses. */
  status: SubmissionStatus | null;
  /** Applications only: the job applied for. */
  job: number | null;
};

export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    status: (SUBMISSION_STATUSES as readonly string[]).includes(status ?? "") ? (status as SubmissionStatus) : null,
    job: parseRecordId(params.get("job")),
  };
}

/**
 * The page of the list a detail page leads back to. A damaged position there only costs the way
 * back its place, so it is dropped rather than refused.
 */
export function readListReturnPosition(params: URLSearchParams): KeysetPosition | null {
  const position = readKeysetPosition(params);
  return position === "invalid" ? null : position;
}

/** The query string for these filters at this position of the list, leaving defaults out so URLs stay short. */
export function inboxSearchParams(filters: InboxFilters, overrides: Partial<InboxFilters> = {}, position: KeysetPosition | null = null): URLSearchParams {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.job !== null) params.set("job", String(merged.job));
  return setKeysetPosition(params, position);
}

/** `path` plus the filters' query string, or just `path` when every filter is at its default. */
export function withInboxFilters(path: string, filters: InboxFilters, overrides: Partial<InboxFilters> = {}, position: KeysetPosition | null = null): string {
  const query = inboxSearchParams(filters, overrides, position).toString();
  return query ? `${path}?${query}` : path;
}

export function hasActiveFilters(filters: InboxFilters): boolean {
  return filters.q !== "" || filters.status !== null || filters.job !== null;
}
