import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const REDIRECT_SEARCH_MAX_LENGTH = 200;

/** Part of an old or new address, any letter case; empty for no search. */
export type RedirectFilters = { q: string };

export function readRedirectFilters(params: URLSearchParams): RedirectFilters {
  return { q: (params.get("q") ?? "").trim().slice(0, REDIRECT_SEARCH_MAX_LENGTH) };
}

/** The redirects page's URL for this search at this position (null: the first page), plus a notice to show. */
export function redirectsPath(filters: Partial<RedirectFilters>, position: KeysetPosition | null = null, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  setKeysetPosition(params, position);
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `/admin/redirects?${query}` : "/admin/redirects";
}
