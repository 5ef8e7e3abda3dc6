import type { Kysely } from "kysely";
import type { Database, IsoDate } from "#app/db/schema.ts";
import { lastPublicDate } from "./last-public-date.ts";

/**
 * The posts visitors see and search engines may list, each with the date it last changed, in id order: those with ids from
 * `firstId` to `lastId` (a part of plan-blog-sitemaps.server.ts), or all of them.
 */
export async function listBlogSitemapEntries(
  db: Kysely<Database>,
  range?: { firstId: number; lastId: number },
  today: IsoDate = lastPublicDate(),
): Promise<{ path: string; lastModified: string }[]> {
  let query = db.selectFrom("posts").select(["id", "updated_at"]).where("status", "=", "published").where("published_on", "<=", today).where("robots", "=", "index");
  if (range) query = query.where("id", ">=", range.firstId).where("id", "<=", range.lastId);
  const posts = await query.orderBy("id").execute();
  return posts.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.updated_at.slice(0, 10) }));
}
