import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { cachedBlogRead } from "./blog-cache.server.ts";
import { RECENT_POSTS_COUNT } from "./blog-rules.ts";
import { lastPublicDate } from "./last-public-date.ts";

export type SidebarCategory = { name: string; slug: string; postCount: number };
export type RecentPost = { id: number; title: string; publishedOn: string };

export type BlogSidebar = {
  /** Published posts in all. */
  postCount: number;
  /** Every category with its number of published posts, by name. */
  categories: SidebarCategory[];
  recentPosts: RecentPost[];
};

/**
 * Everything around the posts on both blog screens: 'Recent Posts', 'Categories' with counts,
 * and the total that sizes the pagination. One query (three parts glued with UNION ALL, one
 * row shape), cached until the blog changes.
 */
export function getBlogSidebar(db: Kysely<Database>): Promise<BlogSidebar> {
  return cachedBlogRead(db, "sidebar", () => loadBlogSidebar(db));
}

async function loadBlogSidebar(db: Kysely<Database>): Promise<BlogSidebar> {
  const today = lastPublicDate();
  const categories = db
    .selectFrom("categories as c")
    .leftJoin("post_categories as pc", "pc.category_id", "c.id")
    .leftJoin("posts as p", (join) => join.onRef("p.id", "=", "pc.post_id").on("p.status", "=", "published").on("p.published_on", "<=", today))
    .select((eb) => [
      sql<string>`'category'`.as("kind"),
      "c.id as id",
      "c.name as label",
      sql<string | null>`c.slug`.as("slug"),
      sql<string | null>`null`.as("date"),
      eb.fn.count<number | string>("p.id").as("n"),
    ])
    .groupBy(["c.id", "c.name", "c.slug"]);

  // ORDER BY and LIMIT belong to the whole UNION, so the recent posts are picked in a subquery.
  const latest = db
    .selectFrom("posts")
    .select(["id", "title", "published_on"])
    .where("status", "=", "published")
    .where("published_on", "<=", today)
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .limit(RECENT_POSTS_COUNT)
    .as("latest");
  const recent = db
    .selectFrom(latest)
    .select([
      sql<string>`'recent'`.as("kind"),
      "latest.id as id",
      "latest.title as label",
      sql<string | null>`null`.as("slug"),
      sql<string | null>`latest.published_on`.as("date"),
      sql<number | string>`0`.as("n"),
    ]);

  const total = db
    .selectFrom("posts")
    .where("status", "=", "published")
    .where("published_on", "<=", today)
    .select((eb) => [
      sql<string>`'total'`.as("kind"),
      sql<number>`0`.as("id"),
      sql<string>`''`.as("label"),
      sql<string | null>`null`.as("slug"),
      sql<string | null>`null`.as("date"),
      eb.fn.countAll<number | string>().as("n"),
    ]);

  const rows = await categories.unionAll(recent).unionAll(total).execute();

  const sidebar: BlogSidebar = { postCount: 0, categories: [], recentPosts: [] };
  for (const row of rows) {
    // PostgreSQL returns count() as a bigint string.
    const n = Number(row.n);
    if (row.kind === "total") sidebar.postCount = n;
    else if (row.kind === "category") sidebar.categories.push({ name: row.label, slug: row.slug ?? "", postCount: n });
    else sidebar.recentPosts.push({ id: Number(row.id), title: row.label, publishedOn: row.date ?? "" });
  }
  sidebar.categories.sort((a, b) => a.name.localeCompare(b.name, "en"));
  sidebar.recentPosts.sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id);
  return sidebar;
}
