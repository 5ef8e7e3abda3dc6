import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type KeysetPosition, encodeKeysetCursor } from "#app/lib/paging/keyset-cursor.ts";
import { pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import { cachedBlogRead } from "./blog-cache.server.ts";
import { getBlogSidebar, type BlogSidebar } from "./get-blog-sidebar.server.ts";
import { lastPublicDate } from "./last-public-date.ts";
import { markdownToPlainText, renderMarkdown } from "./render-markdown.server.ts";
import { pictureSchema, type Picture } from "#app/model/picture.ts";
import { seoFieldsOfColumns, type SeoFields } from "#app/model/seo-fields.ts";
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
  /** What staff set for search engines and sharing (empty fields fall back to the post's own). */
  seo: SeoFields;
  authorName: string;
  publishedOn: string;
  updatedAt: string;
  categories: { name: string; slug: string }[];
};

export type BlogComment = { id: number; name: string; message: string; createdAt: string };

/**
 * A post with one page of its comments: the latest COMMENTS_PER_PAGE unless `?older=`/`?newer=`
 * asks for others, oldest first on the page, and the links to the pages either side.
 */
export type BlogPostPage = { post: BlogPostDetail; comments: BlogComment[]; commentCount: number; commentPages: CommentPageLinks; sidebar: BlogSidebar };

/** The query strings of the earlier and later comment pages (`older=…`), or null where there is none. */
export type CommentPageLinks = { earlier: string | null; later: string | null };

/** A popular post gathers thousands of comments: its page shows them a page at a time. */
export const COMMENTS_PER_PAGE = 20;

/** The largest id PostgreSQL's integer column holds; anything above cannot be a post. */
const MAX_ID = 2_147_483_647;

/**
 * A published post with its categories, a page of its visible comments and their count, plus the
 * sidebar, each cached until the blog changes. Null when there is no such published post.
 */
export async function getBlogPostPage(db: Kysely<Database>, id: number, commentPosition: KeysetPosition | null = null): Promise<BlogPostPage | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const positionKey = commentPosition ? `${commentPosition.direction}:${encodeKeysetCursor(commentPosition.cursor)}` : "latest";
  const [post, comments, sidebar] = await Promise.all([
    cachedBlogRead(db, `post:${id}`, () => loadPost(db, id)),
    cachedBlogRead(db, `post:${id}:comments:${positionKey}`, () => loadCommentPage(db, id, commentPosition)),
    getBlogSidebar(db),
  ]);
  return post ? { post, ...comments, sidebar } : null;
}

/** One page of a post's visible comments, newest first from `position` (pageByKeyset): index-backed at any count. */
export function postCommentsQuery(db: Kysely<Database>, postId: number, position: KeysetPosition | null) {
  const query = db
    .selectFrom("comments as cm")
    .where("cm.post_id", "=", postId)
    .where("cm.status", "=", "visible")
    .select(["cm.id", "cm.name", "cm.message", "cm.created_at"]);
  return pageByKeyset(query, { key: "cm.created_at", id: "cm.id" }, position, COMMENTS_PER_PAGE);
}

async function loadCommentPage(db: Kysely<Database>, postId: number, position: KeysetPosition | null): Promise<Pick<BlogPostPage, "comments" | "commentCount" | "commentPages">> {
  const [page, counted] = await Promise.all([
    readKeysetPage((at) => postCommentsQuery(db, postId, at).execute(), position, COMMENTS_PER_PAGE, (row) => ({ key: row.created_at, id: row.id })),
    db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("post_id", "=", postId)
      .where("status", "=", "visible")
      .executeTakeFirstOrThrow(),
  ]);
  const linkTo = (at: KeysetPosition | null) => (at ? `${at.direction}=${encodeKeysetCursor(at.cursor)}` : null);
  return {
    // Newest first from the database; a page reads oldest first, as the whole list always has.
    comments: page.rows.map((row) => ({ id: Number(row.id), name: row.name, message: row.message, createdAt: row.created_at })).reverse(),
    commentCount: Number(counted.count),
    commentPages: { earlier: linkTo(page.older), later: linkTo(page.newer) },
  };
}

/** The query of a post's page; exported so the query-plan test checks the SQL the blog runs. */
export function postPageQuery(db: Kysely<Database>, id: number) {
  // One round trip, one row shape: part 0 is the post, 2 its categories.
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

  return postPart.unionAll(categoriesPart).orderBy("part").orderBy("sort_key").orderBy("id");
}

async function loadPost(db: Kysely<Database>, id: number): Promise<BlogPostDetail | null> {
  // The search and sharing fields are read beside the union of the page's parts, which has one row shape for every part.
  const [rows, seoRow] = await Promise.all([
    postPageQuery(db, id).execute(),
    db.selectFrom("posts").select(["seo_title", "seo_description", "social_image", "canonical_url", "robots"]).where("id", "=", id).executeTakeFirst(),
  ]);

  const postRow = rows.find((row) => Number(row.part) === 0);
  if (!postRow) return null;
  const post: BlogPostDetail = {
    id: Number(postRow.id),
    title: postRow.a,
    html: renderMarkdown(postRow.b ?? ""),
    description: postRow.f ?? summary(markdownToPlainText(postRow.b ?? "")),
    cover: postRow.e ? pictureSchema.parse(JSON.parse(postRow.e)) : null,
    seo: seoRow ? seoFieldsOfColumns(seoRow) : {},
    authorName: postRow.c ?? "",
    publishedOn: postRow.d ?? "",
    updatedAt: postRow.sort_key ?? "",
    categories: [],
  };
  for (const row of rows) if (Number(row.part) === 2) post.categories.push({ name: row.a, slug: row.b ?? "" });
  return post;
}
