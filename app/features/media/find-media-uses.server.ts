import type { Kysely, Transaction } from "kysely";
import type { Database, SiteDocumentName } from "#app/db/schema.ts";
import { mediaFileUrl } from "./media-file-url.ts";
import { mentionsAny } from "./rewrite-media-references.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Something whose published version or draft shows a library picture: a page, a post's cover, or a site-wide document (the gallery). */
export type MediaUse = { key: string; title: string; address: string; editPath: string; inPublished: boolean; inDraft: boolean };

const SITE_DOCUMENT_USES: Record<SiteDocumentName, { title: string; address: string; editPath: string }> = {
  settings: { title: "Site settings", address: "every page", editPath: "/admin/settings" },
  home: { title: "Home page", address: "/", editPath: "/admin/home" },
  celebrations: { title: "Celebrations gallery", address: "/aboutus/our-celebrations", editPath: "/admin/celebrations" },
};

function whereShown(row: { published: string | null; draft: string | null }, urls: readonly string[]) {
  const published = row.published === null ? null : (JSON.parse(row.published) as unknown);
  const draft = row.draft === null ? null : (JSON.parse(row.draft) as unknown);
  return { published, draft, inPublished: mentionsAny(published, urls), inDraft: mentionsAny(draft, urls) };
}

/**
 * What uses an item: the pages and site-wide documents whose published version or draft holds the
 * address of one of its files, and the posts that have it as their cover. Revisions are history and do not count. A hash is 32 hex digits,
 * never part of other text by chance.
 */
export async function findMediaUses(db: Db, itemId: number): Promise<MediaUse[]> {
  const variants = await db.selectFrom("media_variants").select(["hash", "format"]).where("item_id", "=", itemId).execute();
  if (variants.length === 0) return [];
  const urls = variants.map(mediaFileUrl);
  const hashes = variants.map((variant) => variant.hash);
  const [pages, documents, posts] = await Promise.all([
    // The SQL narrows to rows mentioning a hash; the documents are then read to confirm the whole address.
    db
      .selectFrom("pages")
      .select(["id", "family", "slug", "published", "draft"])
      .where(({ or, eb }) => or(hashes.flatMap((hash) => [eb("published", "like", `%${hash}%`), eb("draft", "like", `%${hash}%`)])))
      .orderBy("id")
      .execute(),
    db
      .selectFrom("site_documents")
      .select(["name", "published", "draft"])
      .where(({ or, eb }) => or(hashes.flatMap((hash) => [eb("published", "like", `%${hash}%`), eb("draft", "like", `%${hash}%`)])))
      .orderBy("name")
      .execute(),
    db
      .selectFrom("posts")
      .select(["id", "title", "status", "cover"])
      .where(({ or, eb }) => or(hashes.map((hash) => eb("cover", "like", `%${hash}%`))))
      .orderBy("id")
      .execute(),
  ]);
  const uses: MediaUse[] = [];
  for (const row of pages) {
    const shown = whereShown(row, urls);
    if (!shown.inPublished && !shown.inDraft) continue;
    const title = ((shown.draft ?? shown.published) as { title?: unknown } | null)?.title;
    uses.push({ key: `page:${row.id}`, title: typeof title === "string" && title ? title : row.slug, address: `/${row.family}/${row.slug}`, editPath: `/admin/pages/${row.id}`, inPublished: shown.inPublished, inDraft: shown.inDraft });
  }
  for (const row of documents) {
    const shown = whereShown(row, urls);
    if (shown.inPublished || shown.inDraft) uses.push({ key: `site:${row.name}`, ...SITE_DOCUMENT_USES[row.name], inPublished: shown.inPublished, inDraft: shown.inDraft });
  }
  for (const post of posts) {
    if (!post.cover || !mentionsAny(JSON.parse(post.cover), urls)) continue;
    const published = post.status === "published";
    uses.push({ key: `post:${post.id}`, title: post.title, address: `/blog/${post.id}, as its cover`, editPath: `/admin/posts/${post.id}`, inPublished: published, inDraft: !published });
  }
  return uses;
}
