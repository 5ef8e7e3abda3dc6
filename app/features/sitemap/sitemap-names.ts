/*
 * `/sitemap.xml` is an index of the sitemaps under `/sitemaps/`: one of the site's pages, and the
 * blog's posts in files of at most SITEMAP_URLS_PER_FILE URLs each (the protocol allows 50,000 and
 * 50 MB; smaller files are cheaper to render, cache and fetch again when one post changes).
 */
export const SITEMAP_URLS_PER_FILE = 10_000;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const PAGES_SITEMAP_NAME = "pages.xml";

export function blogSitemapName(number: number): string {
  return `blog-${number}.xml`;
}

export function sitemapPath(name: string): string {
  return `/sitemaps/${name}`;
}

export type SitemapName = { kind: "pages" } | { kind: "blog"; number: number };

/** Which sitemap a `/sitemaps/:name` URL names, or null for anything else (a 404). */
export function parseSitemapName(name: string): SitemapName | null {
  if (name === PAGES_SITEMAP_NAME) return { kind: "pages" };
  const blog = /^blog-([1-9]\d{0,5})\.xml$/.exec(name);
  return blog ? { kind: "blog", number: Number(blog[1]) } : null;
}
