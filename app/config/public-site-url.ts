import { parseSiteUrl } from "./site-url.ts";

/*
 * The public origin (SITE_URL, site-url.ts) for canonical URLs, Open Graph tags, JSON-LD, the
 * sitemaps, robots.txt and the feed, read when a page is made: on the server from the
 * environment, in the browser (meta tags made on a client-side navigation) from the
 * `<html data-site-url>` the server rendered, so both always agree. A prerendered page carries
 * the origin of its build; the server stops serving one made for another origin
 * (prerender-stamps.ts).
 */

let parsed: { value: string | undefined; origin: string } | undefined;

export function publicSiteUrl(): string {
  if (typeof document !== "undefined") return document.documentElement.dataset.siteUrl ?? parseSiteUrl(undefined);
  const value = process.env.SITE_URL;
  // Parsed once per value: pages ask for it a dozen times each.
  if (parsed === undefined || parsed.value !== value) parsed = { value, origin: parseSiteUrl(value) };
  return parsed.origin;
}

export function absoluteUrl(path: string): string {
  return `${publicSiteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
