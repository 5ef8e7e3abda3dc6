/*
 * /sitemap.xml is an index of sitemaps: a test that asks whether a URL is in the sitemap reads the
 * index, then every sitemap it lists. The URLs carry the public origin (SITE_URL), not the test
 * server's, so they are fetched by path from whatever server `get` talks to.
 */

/** Every `<loc>` of an XML document, as written. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

export type SitemapFile = { path: string; xml: string };

/** The index and each sitemap it lists, fetched through `get` (a path in, the body's text out). */
export async function readSitemapFiles(get: (path: string) => Promise<string>): Promise<{ index: string; files: SitemapFile[] }> {
  const index = await get("/sitemap.xml");
  if (!index.includes("<sitemapindex")) throw new Error(`/sitemap.xml is not a sitemap index: ${index.slice(0, 200)}`);
  const files = await Promise.all(
    sitemapLocations(index).map(async (location) => {
      const path = new URL(location).pathname;
      return { path, xml: await get(path) };
    }),
  );
  return { index, files };
}

/** The path of every URL the sitemaps list, in order. */
export async function readSitemapPaths(get: (path: string) => Promise<string>): Promise<string[]> {
  const { files } = await readSitemapFiles(get);
  return files.flatMap((file) => sitemapLocations(file.xml).map((location) => new URL(location).pathname));
}
