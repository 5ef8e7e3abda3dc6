import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { cachedBlogRead } from "./blog-cache.server.ts";
import { pageCount, POSTS_PER_PAGE } from "./blog-rules.ts";
import { getBlogSidebar, type BlogSidebar, type SidebarCategory } from "./get-blog-sidebar.server.ts";
import { lastPublicDate } from "./last-public-date.ts";
import { markdownToPlainText } from "./render-markdown.server.ts";
import { pictureSchema, type Picture } from "#app/model/picture.ts";
import { excerpt } from "./shorten-text.ts";

// Enough of the Markdown to yield 200 characters of text once links and emphasis are gone.
const LEAD_CHARACTERS = 800;

export type PostCard = {
  id: number;
  title: string;
  authorName: string;
  publishedOn: string;
  /** What staff wrote as the excerpt, or the first 200 characters of the text. */
  excerpt: string;
  cover: Picture | null;
};

export type BlogListPage =
  | { kind: "unknown-category" }
  | {
      kind: "page";
      page: number;
      pageCount: number;
      /** The chosen category, or null for all posts. */
      category: SidebarCategory | null;
      posts: PostCard[];
      sidebar: BlogSidebar;
    };

/**
 * One page of the blog list, newest first, optionally within one category. At most two
 * queries (the sidebar, which also holds the counts, and the page of posts), both cached.
 * A page past the last one comes back with no posts.
 */
export async function getBlogListPage(
  db: Kysely<Database>,
  request: { page: number; categorySlug: string | null },
): Promise<BlogListPage> {
  const sidebar = await getBlogSidebar(db);
  const category = request.categorySlug ? sidebar.categories.find((entry) => entry.slug === request.categorySlug) : null;
  if (category === undefined) return { kind: "unknown-category" };

  const count = pageCount(category ? category.postCount : sidebar.postCount);
  const posts =
    request.page <= count
      ? await cachedBlogRead(db, `list:${category?.slug ?? ""}:${request.page}`, () => loadPostCards(db, request.page, category?.slug ?? null))
      : [];
  return { kind: "page", page: request.page, pageCount: count, category, posts, sidebar };
}

/**
 * The query of one page of post cards; exported so the query-plan test checks the SQL the blog runs.
 * The page's posts are picked by id first, from the index alone, and only those five rows are read:
 * a deep page skips thousands of posts, and reading each one it skips (a post carries its whole
 * text) made PostgreSQL sort the table on disk instead.
 */
export function postCardsQuery(db: Kysely<Database>, page: number, categorySlug: string | null) {
  let chosen = db
    .selectFrom("posts as p")
    .select(["p.id", "p.published_on"])
    .where("p.status", "=", "published")
    .where("p.published_on", "<=", lastPublicDate());
  if (categorySlug) {
    chosen = chosen
      .innerJoin("post_categories as pc", "pc.post_id", "p.id")
      .innerJoin("categories as c", "c.id", "pc.category_id")
      .where("c.slug", "=", categorySlug);
  }
  const pageOfIds = chosen
    .orderBy("p.published_on", "desc")
    .orderBy("p.id", "desc")
    .limit(POSTS_PER_PAGE)
    .offset((page - 1) * POSTS_PER_PAGE);
  return db
    .selectFrom(pageOfIds.as("chosen"))
    .innerJoin("posts as p", "p.id", "chosen.id")
    .select([
      "p.id",
      "p.title",
      "p.author_name",
      "p.published_on",
      "p.cover",
      "p.excerpt",
      // substr counts characters on both databases.
      sql<string>`substr(p.content, 1, ${sql.lit(LEAD_CHARACTERS)})`.as("lead"),
    ])
    .orderBy("chosen.published_on", "desc")
    .orderBy("chosen.id", "desc");
}

async function loadPostCards(db: Kysely<Database>, page: number, categorySlug: string | null): Promise<PostCard[]> {
  const rows = await postCardsQuery(db, page, categorySlug).execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    authorName: row.author_name,
    publishedOn: row.published_on,
    excerpt: row.excerpt ?? excerpt(markdownToPlainText(row.lead)),
    cover: row.cover ? pictureSchema.parse(JSON.parse(row.cover)) : null,
  }));
}
