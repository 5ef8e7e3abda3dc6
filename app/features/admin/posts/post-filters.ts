import { POST_STATUSES, type PostStatus } from "#app/db/schema.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { LIST_SEARCH_MAX_LENGTH, readStatusSearchFilters, statusSearchListPath, type StatusSearchFilters } from "#app/features/admin/status-search-filters.ts";

export const POST_SEARCH_MAX_LENGTH = LIST_SEARCH_MAX_LENGTH;

/** Drafts or published posts (null: both), and part of a title. */
export type PostFilters = StatusSearchFilters<PostStatus>;

/** `?status=draft|published&q=…` of the posts page; anything unreadable means "no filter". */
export function readPostFilters(params: URLSearchParams): PostFilters {
  return readStatusSearchFilters(params, POST_STATUSES);
}

/** The posts page's URL for these filters at this position (null: the first page). */
export function postsPath(filters: Partial<PostFilters>, position: KeysetPosition | null = null): string {
  return statusSearchListPath("/admin/posts", filters, position);
}
