import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { lastPublicDate } from "./last-public-date.ts";

/** /blog and every published post, each post with the date it last changed. */
export async function listBlogSitemapEntries(db: Kysely<Database>): Promise<{ path: string; lastModified?: string }[]> {
  const posts = await db
    .selectFrom("posts")
    .select(["id", "updated_at"])
    .where("status", "=", "published")
    .where("published_on", "<=", lastPublicDate())
    .orderBy("id")
    .execute();
  const latest = posts.reduce((max, post) => (post.updated_at > max ? post.updated_at : max), "");
  return [
    { path: "/blog", ...(latest ? { lastModified: latest.slice(0, 10) } : {}) },
    ...posts.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.updated_at.slice(0, 10) })),
  ];
}
