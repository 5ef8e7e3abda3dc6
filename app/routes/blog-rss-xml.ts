import type { Route } from "./+types/blog-rss-xml";
import { getFeedPosts } from "#app/features/blog/get-feed-posts.server.ts";
import { renderRssFeed } from "#app/features/blog/render-rss-feed.ts";

// RSS 2.0 feed of the newest posts.
export async function loader({ context }: Route.LoaderArgs) {
  const feed = renderRssFeed(await getFeedPosts(context.db));
  return new Response(feed, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
