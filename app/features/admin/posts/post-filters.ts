import { POST_STATUSES, type PostStatus } from "#app/db/schema.ts";
import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const POST_SEARCH_MAX_LENGTH = 200;

export type PostFilters = {
  /** Null lists drafts and published posts. */
  status: PostStatus | null;
  /** Part of a title, any letter case; empty for no search. */
  q: string;
};

/** `?status=draft|published&q=…` of the posts page; anything unreadable means "no filter". */
export function readPostFilters(params: URLSearchParams): PostFilters {
  const status = params.get("status");
  return {
    status: (POST_STATUSES as readonly string[]).includes(status ?? "") ? (status as PostStatus) : null,
    q: (params.get("q") ?? "").trim().slice(0, POST_SEARCH_MAX_LENGTH),
  };
}

/** The posts page's URL for these filters at this position (null: the first page). */
export function postsPath(filters: Partial<PostFilters>, position: KeysetPosition | null = null): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  setKeysetPosition(params, position);
  const query = params.toString();
  return query ? `/admin/posts?${query}` : "/admin/posts";
}
