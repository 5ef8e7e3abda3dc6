import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { cachedBlogRead } from "./blog-cache.server.ts";
import { FEED_ITEM_COUNT } from "./blog-rules.ts";
import { lastPublicDate } from "./last-public-date.ts";
import { markdownToPlainText, renderMarkdown } from "./render-markdown.server.ts";
import { summary } from "./shorten-text.ts";

export type FeedPost = {
  id: number;
  title: string;
  authorName: string;
  publishedOn: string;
  updatedAt: string;
  description: string;
  html: string;
  categories: string[];
};

/** The newest published posts with their categories, for the RSS feed: one query, cached. */
export function getFeedPosts(db: Kysely<Database>): Promise<FeedPost[]> {
  return cachedBlogRead(db, "feed", () => loadFeedPosts(db));
}

async function loadFeedPosts(db: Kysely<Database>): Promise<FeedPost[]> {
  const latest = db
    .selectFrom("posts")
    .select(["id", "title", "author_name", "published_on", "updated_at", "content"])
    .where("status", "=", "published")
    .where("published_on", "<=", lastPublicDate())
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .limit(FEED_ITEM_COUNT)
    .as("latest");
  const rows = await db
    .selectFrom(latest)
    .leftJoin("post_categories as pc", "pc.post_id", "latest.id")
    .leftJoin("categories as c", "c.id", "pc.category_id")
    .select(["latest.id", "latest.title", "latest.author_name", "latest.published_on", "latest.updated_at", "latest.content", "c.name as category"])
    .orderBy("latest.published_on", "desc")
    .orderBy("latest.id", "desc")
    .orderBy("c.name")
    .execute();

  const posts = new Map<number, FeedPost>();
  for (const row of rows) {
    let post = posts.get(row.id);
    if (!post) {
      post = {
        id: row.id,
        title: row.title,
        authorName: row.author_name,
        publishedOn: row.published_on,
        updatedAt: row.updated_at,
        description: summary(markdownToPlainText(row.content), 300),
        html: renderMarkdown(row.content),
        categories: [],
      };
      posts.set(row.id, post);
    }
    if (row.category) post.categories.push(row.category);
  }
  return [...posts.values()];
}
