import { type Kysely, sql } from "kysely";
import type { Database, IsoDate } from "#app/db/schema.ts";
import { lastPublicDate } from "./last-public-date.ts";

/** One sitemap of posts: the posts visitors see (and search engines may list) with ids from `firstId` to `lastId`, in id order. */
export type BlogSitemapPart = { number: number; firstId: number; lastId: number; count: number; lastModified: string };

/**
 * Splits the posts visitors see, in id order, into sitemaps of `urlsPerFile` posts: one pass over
 * them (numbered by a window function, grouped by number) gives each part's first and last id,
 * its size and its newest change. Each part's own sitemap then reads just its id range
 * (list-blog-sitemap-entries.server.ts): a keyset, found in an index that holds the id (the
 * primary key on PostgreSQL, the status index on SQLite), so the last part costs what the first
 * does, where an offset would step over every post before it.
 */
export async function planBlogSitemaps(db: Kysely<Database>, urlsPerFile: number, today: IsoDate = lastPublicDate()): Promise<BlogSitemapPart[]> {
  if (!Number.isSafeInteger(urlsPerFile) || urlsPerFile < 1) throw new RangeError(`urlsPerFile must be a positive integer, not ${urlsPerFile}`);
  const numbered = db
    .selectFrom("posts")
    .select(["id", "updated_at", sql<number>`row_number() over (order by id)`.as("seq")])
    .where("status", "=", "published")
    .where("published_on", "<=", today)
    // Posts staff hid from search engines are left out (migration 0016).
    .where("robots", "=", "index")
    .as("numbered");
  // A literal, not a parameter: PostgreSQL groups by the expression only if it is the same text in both places.
  const part = sql<number>`(numbered.seq - 1) / ${sql.lit(urlsPerFile)}`;
  const rows = await db
    .selectFrom(numbered)
    .select((eb) => [
      part.as("part"),
      eb.fn.min("numbered.id").as("first_id"),
      eb.fn.max("numbered.id").as("last_id"),
      eb.fn.countAll<number>().as("count"),
      eb.fn.max("numbered.updated_at").as("last_modified"),
    ])
    .groupBy(part)
    .orderBy(part)
    .execute();
  return rows.map((row) => ({
    number: Number(row.part) + 1,
    firstId: row.first_id,
    lastId: row.last_id,
    count: Number(row.count),
    lastModified: row.last_modified.slice(0, 10),
  }));
}
