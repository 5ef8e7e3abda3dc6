import { MEDIA_KINDS, type MediaKind } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";

/*
 * The media grid's search and filter live in the URL (a GET form and links), so a view can be
 * bookmarked and reloaded. A hand-edited URL with a nonsense value falls back to the default.
 */

export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_SEARCH_MAX_LENGTH = 200;

export type MediaFilters = {
  /** Part of a file name or alt text, any letter case; empty for no search. */
  q: string;
  /** Null lists every kind. */
  kind: MediaKind | null;
  /** 1-based. */
  page: number;
};

export function parseMediaFilters(params: URLSearchParams): MediaFilters {
  const kind = params.get("kind");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MEDIA_SEARCH_MAX_LENGTH),
    kind: MEDIA_KINDS.find((candidate) => candidate === kind) ?? null,
    page: parseRecordId(params.get("page")) ?? 1,
  };
}

/** The grid's URL for these filters, leaving defaults out so URLs stay short. */
export function mediaListPath(filters: MediaFilters, overrides: Partial<MediaFilters> = {}): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.kind) params.set("kind", merged.kind);
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `/admin/media?${query}` : "/admin/media";
}
