import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

/*
 * The filters of a staff list that narrows by one status and a text search (posts, jobs, the
 * outbox), kept in the URL so a view can be bookmarked and reloaded. A hand-edited URL with a
 * status the list does not know means "every status".
 */

export const LIST_SEARCH_MAX_LENGTH = 200;

export type StatusSearchFilters<Status extends string> = {
  /** Null lists every status. */
  status: Status | null;
  /** Part of the searched text, any letter case; empty for no search. */
  q: string;
};

/** `?status=…&q=…` of a list whose statuses are `statuses`. */
export function readStatusSearchFilters<Status extends string>(params: URLSearchParams, statuses: readonly Status[]): StatusSearchFilters<Status> {
  const status = params.get("status");
  return {
    status: statuses.find((candidate) => candidate === status) ?? null,
    q: (params.get("q") ?? "").trim().slice(0, LIST_SEARCH_MAX_LENGTH),
  };
}

/** The list's URL (`basePath`) for these filters at this position (null: the first page), plus a notice to show. */
export function statusSearchListPath(basePath: string, filters: Partial<StatusSearchFilters<string>>, position: KeysetPosition | null = null, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  setKeysetPosition(params, position);
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
