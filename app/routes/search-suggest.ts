import type { Route } from "./+types/search-suggest";
import { getSearchSuggestions } from "#app/features/search/get-search-suggestions.server.ts";

// The search box's suggestions as JSON (search-combobox-element.ts). The same for every visitor,
// so browsers and proxies may keep an answer briefly: retyping a word costs no query, and a
// publish shows within the minute.
const CACHE_CONTROL = "public, max-age=60";

export async function loader({ request, context }: Route.LoaderArgs) {
  const suggestions = await getSearchSuggestions(context.db, new URL(request.url).searchParams.get("q"));
  return Response.json(suggestions, { headers: { "Cache-Control": CACHE_CONTROL, "X-Robots-Tag": "noindex" } });
}
