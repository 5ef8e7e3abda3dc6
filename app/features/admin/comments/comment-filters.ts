import { COMMENT_STATUSES, type CommentStatus } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export type CommentFilters = { postId: number | null; status: CommentStatus | null };

/** `?post=ID&status=visible|hidden` of the comments page; anything unreadable means "no filter". The page position is read apart (keyset-cursor.ts). */
export function readCommentFilters(params: URLSearchParams): CommentFilters {
  const status = params.get("status");
  return {
    postId: parseRecordId(params.get("post")),
    status: (COMMENT_STATUSES as readonly string[]).includes(status ?? "") ? (status as CommentStatus) : null,
  };
}

/** The comments page's URL for these filters at this position (null: the first page), plus a notice to show. */
export function commentsPath(filters: Partial<CommentFilters>, position: KeysetPosition | null = null, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.postId) params.set("post", String(filters.postId));
  if (filters.status) params.set("status", filters.status);
  setKeysetPosition(params, position);
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `/admin/comments?${query}` : "/admin/comments";
}
