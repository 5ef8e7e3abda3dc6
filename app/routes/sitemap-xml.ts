import type { Route } from "./+types/sitemap-xml";
import { listBlogSitemapEntries } from "#app/features/blog/list-blog-sitemap-entries.server.ts";
import { renderSitemap } from "#app/features/sitemap/render-sitemap.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";
import { prerenderedPathsOf } from "#app/features/pages/prerender-stamps.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const entries = [
    ...prerenderedPathsOf(await getPublishedSite(context.db)).map((path) => ({ path })),
    { path: "/careers" },
    { path: "/contactus" },
    ...(await listBlogSitemapEntries(context.db)),
  ];
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
