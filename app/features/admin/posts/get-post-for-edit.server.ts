import type { Kysely } from "kysely";
import type { Database, PostStatus } from "#app/db/schema.ts";
import { seoFieldsOfColumns, type SeoFields } from "#app/model/seo-fields.ts";

export type PostForEdit = {
  id: number;
  title: string;
  slug: string;
  authorName: string;
  publishedOn: string;
  status: PostStatus;
  content: string;
  /** The cover's fallback file address, "" without a cover. */
  coverSrc: string;
  excerpt: string;
  seo: SeoFields;
  updatedAt: string;
  categoryIds: number[];
};

/** A post as the editor needs it, with the ids of its categories; null when there is none. */
export async function getPostForEdit(db: Kysely<Database>, id: number): Promise<PostForEdit | null> {
  const [post, links] = await Promise.all([
    db
      .selectFrom("posts")
      .select(["id", "title", "slug", "author_name", "published_on", "status", "content", "cover", "excerpt", "updated_at", "seo_title", "seo_description", "social_image", "canonical_url", "robots"])
      .where("id", "=", id)
      .executeTakeFirst(),
    db.selectFrom("post_categories").select("category_id").where("post_id", "=", id).execute(),
  ]);
  if (!post) return null;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    authorName: post.author_name,
    publishedOn: post.published_on,
    status: post.status,
    content: post.content,
    coverSrc: post.cover ? (JSON.parse(post.cover) as { src: string }).src : "",
    excerpt: post.excerpt ?? "",
    seo: seoFieldsOfColumns(post),
    updatedAt: post.updated_at,
    categoryIds: links.map((link) => link.category_id),
  };
}
