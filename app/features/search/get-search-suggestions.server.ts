import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { readSearchQuery } from "./build-search-query.ts";
import { splitMarkedText } from "./marked-text.ts";
import { searchKindLabels } from "./search-kinds.ts";
import { searchSite } from "./search-site.server.ts";
import { SUGGESTIONS_MAX, type SearchSuggestions } from "./search-suggestions.ts";

/**
 * The best few results for what a visitor has typed so far (`/search/suggest?q=`): the same
 * search as the results page, its last word read as the start of a longer one. Never throws for
 * what `raw` holds: nothing to search for is no suggestions.
 */
export async function getSearchSuggestions(db: Kysely<Database>, raw: string | null, now = new Date()): Promise<SearchSuggestions> {
  const query = readSearchQuery(raw);
  if (query.kind !== "words") return { query: "", total: 0, suggestions: [] };
  const answer = await searchSite(db, { words: query.words, prefix: query.prefix, page: 1, perPage: SUGGESTIONS_MAX, today: lastPublicDate(now) });
  return {
    query: query.text,
    total: answer.total,
    suggestions: answer.hits.map((hit) => ({
      url: hit.url,
      kindLabel: searchKindLabels[hit.kind],
      section: hit.section,
      title: splitMarkedText(hit.title),
    })),
  };
}
