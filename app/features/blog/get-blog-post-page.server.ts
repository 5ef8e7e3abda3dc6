import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { cachedBlogRead } from "./blog-cache.server.ts";
import { getBlogSidebar, type BlogSidebar } from "./get-blog-sidebar.server.ts";
import { lastPublicDate } from "./last-public-date.ts";
import { markdownToPlainText, renderMarkdown } from "./render-markdown.server.ts";
import { pictureSchema, type Picture } from "#app/model/picture.ts";
import { summary } from "./shorten-text.ts";

export type BlogPostDetail = {
  id: number;
  title: string;
  /** Sanitised HTML rendered from the post's Markdown. */
  html: string;
  /** Plain-text summary for the meta description and feeds: the excerpt staff wrote, or the opening of the text. */
  description: string;
  /** The cover picture from the media library, or null. */
  cover: Picture | null;
  authorName: string;
  publishedOn: string;
  updatedAt: string;
  categories: { name: string; slug: string }[];
};

export type BlogComment = { id: number; name: string; message: string; createdAt: string };

export type BlogPostPage = { post: BlogPostDetail; comments: BlogComment[]; sidebar: BlogSidebar };

/** The largest id PostgreSQL's integer column holds; anything above cannot be a post. */
const MAX_ID = 2_147_483_647;

/**
 * A published post with its categories and visible comments (oldest first), plus the sidebar:
 * two queries, both cached until the blog changes. Null when there is no such published post.
 */
export async function getBlogPostPage(db: Kysely<Database>, id: number): Promise<BlogPostPage | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const [content, sidebar] = await Promise.all([cachedBlogRead(db, `post:${id}`, () => loadPost(db, id)), getBlogSidebar(db)]);
  return content ? { ...content, sidebar } : null;
}

/** The query of a post's page; exported so the query-plan test checks the SQL the blog runs. */
export function postPageQuery(db: Kysely<Database>, id: number) {
  // One round trip, one row shape: part 0 is the post, 1 its comments, 2 its categories.
  const postPart = db
    .selectFrom("posts as p")
    .where("p.id", "=", id)
    .where("p.status", "=", "published")
    .where("p.published_on", "<=", lastPublicDate())
    .select([
      sql<number>`0`.as("part"),
      "p.id as id",
      "p.title as a",
      sql<string | null>`p.content`.as("b"),
      sql<string | null>`p.author_name`.as("c"),
      sql<string | null>`p.published_on`.as("d"),
      sql<string | null>`p.cover`.as("e"),
      sql<string | null>`p.excerpt`.as("f"),
      sql<string | null>`p.updated_at`.as("sort_key"),
    ]);
  const commentsPart = db
    .selectFrom("comments as cm")
    .where("cm.post_id", "=", id)
    .where("cm.status", "=", "visible")
    .select([
      sql<number>`1`.as("part"),
      "cm.id as id",
      "cm.name as a",
      sql<string | null>`cm.message`.as("b"),
      sql<string | null>`null`.as("c"),
      sql<string | null>`null`.as("d"),
      sql<string | null>`null`.as("e"),
      sql<string | null>`null`.as("f"),
      sql<string | null>`cm.created_at`.as("sort_key"),
    ]);
  const categoriesPart = db
    .selectFrom("post_categories as pc")
    .innerJoin("categories as cat", "cat.id", "pc.category_id")
    .where("pc.post_id", "=", id)
    .select([
      sql<number>`2`.as("part"),
      "cat.id as id",
      "cat.name as a",
      sql<string | null>`cat.slug`.as("b"),
      sql<string | null>`null`.as("c"),
      sql<string | null>`null`.as("d"),
      sql<string | null>`null`.as("e"),
      sql<string | null>`null`.as("f"),
      sql<string | null>`cat.name`.as("sort_key"),
    ]);

  // Ordered by sort_key and id alone, not by part first: a constant in the ORDER BY keeps SQLite
  // from taking the comments in the order of their index, and the parts are told apart below anyway.
  return postPart.unionAll(commentsPart).unionAll(categoriesPart).orderBy("sort_key").orderBy("id");
}

async function loadPost(db: Kysely<Database>, id: number): Promise<Omit<BlogPostPage, "sidebar"> | null> {
  const rows = await postPageQuery(db, id).execute();

  const postRow = rows.find((row) => Number(row.part) === 0);
  if (!postRow) return null;
  const post: BlogPostDetail = {
    id: Number(postRow.id),
    title: postRow.a,
    html: renderMarkdown(postRow.b ?? ""),
    description: postRow.f ?? summary(markdownToPlainText(postRow.b ?? "")),
    cover: postRow.e ? pictureSchema.parse(JSON.parse(postRow.e)) : null,
    authorName: postRow.c ?? "",
    publishedOn: postRow.d ?? "",
    updatedAt: postRow.sort_key ?? "",
    categories: [],
  };
  const comments: BlogComment[] = [];
  for (const row of rows) {
    const part = Number(row.part);
    if (part === 1) comments.push({ id: Number(row.id), name: row.a, message: row.b ?? "", createdAt: row.sort_key ?? "" });
    if (part === 2) post.categories.push({ name: row.a, slug: row.b ?? "" });
  }
  return { post, comments };
}
