/*
 * SITE_URL: the public origin of the site (https://www.kairav.example), the one source of every
 * absolute address the site writes: canonical links, Open Graph, JSON-LD, the sitemaps, robots.txt,
 * the RSS feed and the links in mails. Never the request's Host header, which a visitor chooses.
 * Read at run time (public-site-url.ts, env.server.ts), so one build serves any origin.
 */

/** What development (and a start without SITE_URL) uses. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export const SITE_URL_MESSAGE = "SITE_URL must be an http(s) origin without a path, such as https://www.kairav.example";

/** The origin a SITE_URL value names (no trailing slash), or null when it is not an http(s) origin without path, query or credentials. */
export function readSiteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return null;
  return url.origin;
}

/** The origin of the environment's SITE_URL, the default when it is unset; throws for a bad one, so a build with a typo fails. */
export function parseSiteUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === "") return DEFAULT_SITE_URL;
  const origin = readSiteOrigin(value);
  if (origin === null) throw new Error(SITE_URL_MESSAGE);
  return origin;
}

/**
 * The warning the server logs at start, or null: in production, without SITE_URL, every canonical
 * link, sitemap entry and mailed link would point at localhost, which search engines and the
 * people mailed cannot reach.
 */
export function missingSiteUrlWarning(nodeEnv: string, siteUrl: string | undefined): string | null {
  if (nodeEnv !== "production" || (siteUrl !== undefined && siteUrl.trim() !== "")) return null;
  return `SITE_URL is not set: canonical links, the sitemaps, robots.txt, the RSS feed and mailed links say ${DEFAULT_SITE_URL}. Set SITE_URL to the site's public origin, such as https://www.kairav.example.`;
}
