import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { listBlogSitemapEntries } from "#app/features/blog/list-blog-sitemap-entries.server.ts";
import { type BlogSitemapPart, planBlogSitemaps } from "#app/features/blog/plan-blog-sitemaps.server.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";
import { listPagePublishDates } from "#app/features/pages/list-page-publish-dates.server.ts";
import { prerenderedPathsOf } from "#app/features/pages/prerender-stamps.ts";
import { pagePath } from "#app/model/page-catalogue.ts";
import { standalonePathOf } from "#app/model/standalone-pages.ts";
import { newestLastModified, renderSitemap, renderSitemapIndex, type SitemapEntry } from "./render-sitemap.ts";
import { cachedSitemapRead } from "./sitemap-cache.server.ts";
import { blogSitemapName, PAGES_SITEMAP_NAME, parseSitemapName, SITEMAP_URLS_PER_FILE, sitemapPath } from "./sitemap-names.ts";

/** Tests split the blog into smaller files than the site does. */
export type SitemapOptions = { urlsPerFile?: number };

function entry(path: string, lastModified: string | undefined): SitemapEntry {
  return lastModified ? { path, lastModified } : { path };
}

function blogPlan(db: Kysely<Database>, urlsPerFile: number): Promise<BlogSitemapPart[]> {
  return cachedSitemapRead(db, `${urlsPerFile}:plan`, () => planBlogSitemaps(db, urlsPerFile));
}

/** The site's pages, careers, contact and the blog's first page, each dated where its last change is known. */
function pageEntries(db: Kysely<Database>, urlsPerFile: number): Promise<SitemapEntry[]> {
  return cachedSitemapRead(db, `${urlsPerFile}:pages`, async () => {
    const [site, publishDates, plan] = await Promise.all([getPublishedSite(db), listPagePublishDates(db), blogPlan(db, urlsPerFile)]);
    // Pages staff hid from search engines stay prerendered and public, but out of the sitemap.
    const hidden = new Set(site.pages.filter((page) => page.seo?.noindex).map(pagePath));
    return [
      ...prerenderedPathsOf(site)
        .filter((path) => !hidden.has(path))
        .map((path) => entry(path, publishDates.get(path))),
      // Published pages at an address of their own (the privacy notice) are not prerendered.
      ...site.pages
        .filter((page) => standalonePathOf(page) !== null && !hidden.has(pagePath(page)))
        .map((page) => entry(pagePath(page), publishDates.get(pagePath(page)))),
      { path: "/careers" },
      { path: "/contactus" },
      entry("/blog", newestLastModified(plan)),
    ];
  });
}

/** `/sitemap.xml`: the index of the pages' sitemap and every sitemap of posts, each dated by its newest entry. */
export function getSitemapIndex(db: Kysely<Database>, options: SitemapOptions = {}): Promise<string> {
  const urlsPerFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  return cachedSitemapRead(db, `${urlsPerFile}:index`, async () => {
    const [pages, plan] = await Promise.all([pageEntries(db, urlsPerFile), blogPlan(db, urlsPerFile)]);
    return renderSitemapIndex([
      entry(sitemapPath(PAGES_SITEMAP_NAME), newestLastModified(pages)),
      ...plan.map((part) => entry(sitemapPath(blogSitemapName(part.number)), part.lastModified)),
    ]);
  });
}

/** `/sitemaps/<name>`, or null for a name that is no sitemap (past the last file of posts included). */
export async function getSitemapFile(db: Kysely<Database>, name: string, options: SitemapOptions = {}): Promise<string | null> {
  const urlsPerFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const sitemap = parseSitemapName(name);
  if (!sitemap) return null;
  if (sitemap.kind === "pages") return cachedSitemapRead(db, `${urlsPerFile}:${name}`, async () => renderSitemap(await pageEntries(db, urlsPerFile)));
  const part = (await blogPlan(db, urlsPerFile)).find((candidate) => candidate.number === sitemap.number);
  if (!part) return null;
  return cachedSitemapRead(db, `${urlsPerFile}:${name}`, async () => renderSitemap(await listBlogSitemapEntries(db, part)));
}
