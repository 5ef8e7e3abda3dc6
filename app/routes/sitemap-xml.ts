import type { Route } from "./+types/sitemap-xml";
import { getSitemapIndex } from "#app/features/sitemap/get-sitemaps.server.ts";

// The sitemap index: the pages' sitemap and the blog's, under /sitemaps/.
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await getSitemapIndex(context.db), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
