import { absoluteUrl } from "#app/config/public-site-url.ts";
import { SITEMAP_INDEX_PATH } from "#app/features/sitemap/sitemap-names.ts";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${absoluteUrl(SITEMAP_INDEX_PATH)}`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
