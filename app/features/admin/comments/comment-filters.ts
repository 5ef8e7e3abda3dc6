import { COMMENT_STATUSES, type CommentStatus } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";

export type CommentFilters = { postId: number | null; status: CommentStatus | null; page: number };

/** `?post=ID&status=visible|hidden&page=N` of the comments page; anything unreadable means "no filter". */
export function readCommentFilters(params: URLSearchParams): CommentFilters {
  const status = params.get("status");
  const page = parseRecordId(params.get("page"));
  return {
    postId: parseRecordId(params.get("post")),
    status: (COMMENT_STATUSES as readonly string[]).includes(status ?? "") ? (status as CommentStatus) : null,
    page: page ?? 1,
  };
}

/** The comments page's URL for these filters, plus a notice to show. */
export function commentsPath(filters: Partial<CommentFilters>, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.postId) params.set("post", String(filters.postId));
  if (filters.status) params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `/admin/comments?${query}` : "/admin/comments";
}
