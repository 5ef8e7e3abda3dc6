import { absoluteUrl } from "#app/config/public-site-url.ts";

/** A URL of a sitemap, or a sitemap of the index; `lastModified` is a W3C date (YYYY-MM-DD), where known. */
export type SitemapEntry = { path: string; lastModified?: string };

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function renderEntries(tag: "url" | "sitemap", entries: readonly SitemapEntry[]): string {
  return entries
    .map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
      return `  <${tag}><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}</${tag}>\n`;
    })
    .join("");
}

/** A sitemaps.org urlset with absolute URLs. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${renderEntries("url", entries)}</urlset>\n`;
}

/** A sitemaps.org sitemap index: the sitemaps that together list the site, with absolute URLs. */
export function renderSitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${renderEntries("sitemap", sitemaps)}</sitemapindex>\n`;
}

/** The newest of the entries' dates, if any has one. */
export function newestLastModified(entries: readonly { lastModified?: string }[]): string | undefined {
  let newest: string | undefined;
  for (const entry of entries) if (entry.lastModified && (!newest || entry.lastModified > newest)) newest = entry.lastModified;
  return newest;
}
