import type { Kysely, Transaction } from "kysely";
import type { Database, SiteDocumentName } from "#app/db/schema.ts";
import { jobSocialImagesMentioning, postCoversMentioning, postSocialImagesMentioning, pagesMentioning, siteDocumentsMentioning } from "./find-rows-mentioning.server.ts";
import { getLibraryItemFiles } from "./get-library-item-files.server.ts";
import { searchTextOf } from "./library-item-files.ts";
import { mentionsAny } from "./rewrite-media-references.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Something whose published version or draft shows a library picture: a page, a post's cover, a post's or an opening's social picture, or a site-wide document (the gallery). */
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
 * address of one of its files (its /media/ variants, or a built-in picture's public files), and the
 * posts that have it as their cover. Revisions are history and do not count.
 */
export async function findMediaUses(db: Db, itemId: number): Promise<MediaUse[]> {
  const files = await getLibraryItemFiles(db, itemId);
  if (files.length === 0) return [];
  const urls = files.map((file) => file.url);
  const searchTexts = files.map(searchTextOf);
  const [pages, documents, posts, sharedPosts, sharedJobs] = await Promise.all([
    pagesMentioning(db, searchTexts),
    siteDocumentsMentioning(db, searchTexts),
    postCoversMentioning(db, searchTexts),
    postSocialImagesMentioning(db, searchTexts),
    jobSocialImagesMentioning(db, searchTexts),
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
  // A post's or an opening's social picture (migration 0016): the whole column is one file's address.
  for (const post of sharedPosts) {
    if (!post.social_image || !urls.includes(post.social_image)) continue;
    const published = post.status === "published";
    uses.push({ key: `post-social:${post.id}`, title: post.title, address: `/blog/${post.id}, when shared`, editPath: `/admin/posts/${post.id}`, inPublished: published, inDraft: !published });
  }
  for (const job of sharedJobs) {
    if (!job.social_image || !urls.includes(job.social_image)) continue;
    const open = job.status === "open";
    uses.push({ key: `job-social:${job.id}`, title: job.post_title, address: `/careers?job=${job.id}, when shared`, editPath: `/admin/jobs/${job.id}`, inPublished: open, inDraft: !open });
  }
  return uses;
}
