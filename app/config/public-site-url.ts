declare const __SITE_URL__: string;

// The public origin used in canonical URLs, Open Graph tags and JSON-LD.
// Fixed at build time because prerendered pages carry it in their HTML; the
// start script rebuilds when SITE_URL changes.
export const publicSiteUrl: string = __SITE_URL__.replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${publicSiteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
