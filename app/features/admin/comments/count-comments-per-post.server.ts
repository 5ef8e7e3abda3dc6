import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type PostCommentCounts = { postId: number; title: string; visible: number; hidden: number };

/** Every post that has comments, by title, with how many are visible and hidden: one query. */
export async function countCommentsPerPost(db: Kysely<Database>): Promise<PostCommentCounts[]> {
  const rows = await db
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select((eb) => [
      "p.id",
      "p.title",
      eb.fn.count<string | number>(sql`case when ${sql.ref("c.status")} = 'visible' then 1 end`).as("visible"),
      eb.fn.count<string | number>(sql`case when ${sql.ref("c.status")} = 'hidden' then 1 end`).as("hidden"),
    ])
    .groupBy(["p.id", "p.title"])
    .execute();
  return rows
    .map((row) => ({ postId: row.id, title: row.title, visible: Number(row.visible), hidden: Number(row.hidden) }))
    .sort((a, b) => a.title.localeCompare(b.title, "en") || a.postId - b.postId);
}
