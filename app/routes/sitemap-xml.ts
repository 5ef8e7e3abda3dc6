import { renderSitemap } from "#app/features/sitemap/render-sitemap.ts";
import { prerenderedPaths } from "#app/prerendered-paths.ts";

export function loader() {
  const entries = prerenderedPaths().map((path) => ({ path }));
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
