import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type PostCommentCounts = { postId: number; title: string; visible: number; hidden: number };

/** A post's title with how many of its comments are visible and hidden, for the comments page filtered to it; null when there is no such post. */
export async function countPostComments(db: Kysely<Database>, postId: number): Promise<PostCommentCounts | null> {
  const [post, counts] = await Promise.all([
    db.selectFrom("posts").select(["id", "title"]).where("id", "=", postId).executeTakeFirst(),
    db
      .selectFrom("comments")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
      .where("post_id", "=", postId)
      .groupBy("status")
      .execute(),
  ]);
  if (!post) return null;
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return { postId: post.id, title: post.title, visible: count("visible"), hidden: count("hidden") };
}
