import type { Kysely } from "kysely";
import type { CommentStatus, Database } from "#app/db/schema.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import type { CommentFilters } from "./comment-filters.ts";

export const ADMIN_COMMENTS_PER_PAGE = 30;
/** Characters of a comment shown in the list; staff open the post for the rest. */
export const COMMENT_SNIPPET_LENGTH = 160;

export type AdminCommentRow = {
  id: number;
  postId: number;
  postTitle: string;
  name: string;
  /** The start of the message, whitespace collapsed. Visitor text: render it as text only. */
  snippet: string;
  createdAt: string;
  status: CommentStatus;
};

function snippet(message: string): string {
  const text = message.replace(/\s+/g, " ").trim();
  const characters = Array.from(text);
  return characters.length > COMMENT_SNIPPET_LENGTH ? `${characters.slice(0, COMMENT_SNIPPET_LENGTH).join("").trimEnd()}…` : text;
}

function filteredComments(db: Kysely<Database>, filters: CommentFilters) {
  let query = db.selectFrom("comments as c");
  if (filters.postId) query = query.where("c.post_id", "=", filters.postId);
  if (filters.status) query = query.where("c.status", "=", filters.status);
  return query;
}

/** The query of one page of comments, newest first; exported so the query-plan test checks the SQL the page runs. */
export function adminCommentsPageQuery(db: Kysely<Database>, filters: CommentFilters, position: KeysetPosition | null) {
  const query = filteredComments(db, filters)
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select(["c.id", "c.post_id", "p.title", "c.name", "c.message", "c.created_at", "c.status"]);
  return pageByKeyset(query, { key: "c.created_at", id: "c.id" }, position, ADMIN_COMMENTS_PER_PAGE);
}

/** One page of comments, newest first, on one post or all, of one status or both, with how many the filters select. */
export async function listAdminComments(
  db: Kysely<Database>,
  filters: CommentFilters,
  position: KeysetPosition | null = null,
): Promise<KeysetPage<AdminCommentRow> & { total: number }> {
  const [page, count] = await Promise.all([
    readKeysetPage((at) => adminCommentsPageQuery(db, filters, at).execute(), position, ADMIN_COMMENTS_PER_PAGE, (row) => ({ key: row.created_at, id: row.id })),
    filteredComments(db, filters)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      postId: row.post_id,
      postTitle: row.title,
      name: row.name,
      snippet: snippet(row.message),
      createdAt: row.created_at,
      status: row.status,
    })),
    // PostgreSQL returns counts as strings.
    total: Number(count.n),
  };
}
