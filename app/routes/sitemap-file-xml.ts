import type { Route } from "./+types/sitemap-file-xml";
import { getSitemapFile } from "#app/features/sitemap/get-sitemaps.server.ts";

// One sitemap of the index at /sitemap.xml: /sitemaps/pages.xml, /sitemaps/blog-1.xml, …
export async function loader({ params, context }: Route.LoaderArgs) {
  const xml = await getSitemapFile(context.db, params.file);
  if (xml === null) {
    return new Response("No such sitemap: /sitemap.xml lists them all.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
