import type { Kysely } from "kysely";
import type { CommentStatus, Database } from "#app/db/schema.ts";
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

/** One page of comments, newest first, on one post or all, of one status or both. */
export async function listAdminComments(db: Kysely<Database>, filters: CommentFilters): Promise<{ comments: AdminCommentRow[]; total: number }> {
  let base = db.selectFrom("comments as c");
  if (filters.postId) base = base.where("c.post_id", "=", filters.postId);
  if (filters.status) base = base.where("c.status", "=", filters.status);

  const [rows, count] = await Promise.all([
    base
      .innerJoin("posts as p", "p.id", "c.post_id")
      .select(["c.id", "c.post_id", "p.title", "c.name", "c.message", "c.created_at", "c.status"])
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .limit(ADMIN_COMMENTS_PER_PAGE)
      .offset((filters.page - 1) * ADMIN_COMMENTS_PER_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    comments: rows.map((row) => ({
      id: row.id,
      postId: row.post_id,
      postTitle: row.title,
      name: row.name,
      snippet: snippet(row.message),
      createdAt: row.created_at,
      status: row.status,
    })),
    total: Number(count.n),
  };
}
