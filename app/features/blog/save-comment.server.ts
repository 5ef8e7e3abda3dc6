import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { invalidateBlogCache } from "./blog-cache.server.ts";
import type { CommentInput } from "./comment-form-schema.ts";
import type { BlogComment } from "./get-blog-post-page.server.ts";
import { lastPublicDate } from "./last-public-date.ts";

/**
 * Stores a visible comment on a public post (published, dated today or earlier), or returns null
 * when there is no such post.
 * One INSERT … SELECT, so a post unpublished a moment earlier cannot receive it. The input is
 * already validated and cleaned (comment-form-schema.ts).
 */
export async function saveComment(
  db: Kysely<Database>,
  postId: number,
  input: CommentInput,
  now: Date = new Date(),
): Promise<BlogComment | null> {
  const createdAt = now.toISOString();
  const inserted = await db
    .insertInto("comments")
    .columns(["post_id", "name", "message", "status", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("posts")
        .where("id", "=", postId)
        .where("status", "=", "published")
        .where("published_on", "<=", lastPublicDate(now))
        .select((inner) => [
          "id",
          inner.val(input.name).as("name"),
          inner.val(input.message).as("message"),
          inner.val("visible").as("status"),
          inner.val(createdAt).as("created_at"),
        ]),
    )
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return null;
  invalidateBlogCache(db);
  return { id: inserted.id, name: input.name, message: input.message, createdAt };
}
