import { LIBRARY_KINDS, type LibraryKind } from "#app/db/schema.ts";
import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

/*
 * The media grid's search and filter live in the URL (a GET form and links), so a view can be
 * bookmarked and reloaded. A hand-edited URL with a nonsense value falls back to the default.
 * Where the grid's page starts travels beside the filters (keyset-cursor.ts).
 */

export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_SEARCH_MAX_LENGTH = 200;

export type MediaFilters = {
  /** Part of a file name or alt text, any letter case; empty for no search. */
  q: string;
  /** Null lists every kind. */
  kind: LibraryKind | null;
};

export function parseMediaFilters(params: URLSearchParams): MediaFilters {
  const kind = params.get("kind");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MEDIA_SEARCH_MAX_LENGTH),
    kind: LIBRARY_KINDS.find((candidate) => candidate === kind) ?? null,
  };
}

/** The grid's URL for these filters at this position (null: the first page), leaving defaults out so URLs stay short. */
export function mediaListPath(filters: MediaFilters, overrides: Partial<MediaFilters> = {}, position: KeysetPosition | null = null): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.kind) params.set("kind", merged.kind);
  setKeysetPosition(params, position);
  const query = params.toString();
  return query ? `/admin/media?${query}` : "/admin/media";
}
