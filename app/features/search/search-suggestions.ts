import type { MarkedPart } from "./marked-text.ts";

/*
 * What `/search/suggest?q=` answers (routes/search-suggest.ts) and the search box reads
 * (search-box-element.ts): the best few results for what a visitor has typed so far.
 */

/** The most results the search box offers while a visitor types; the search page has the rest. */
export const SUGGESTIONS_MAX = 6;

/** The address of the suggestions for `query`. */
export function suggestionsPath(query: string): string {
  return `/search/suggest?${new URLSearchParams({ q: query })}`;
}

/** One result the search box offers: where it leads and what it is. */
export type SearchSuggestion = {
  url: string;
  /** "Page", "Blog post" or "Job". */
  kindLabel: string;
  /** A page's family, a post's author, a job's location. */
  section: string | null;
  /** The title, its matching words marked. */
  title: MarkedPart[];
};

export type SearchSuggestions = {
  /** The search as the results page would show it back; "" when there is no word to search for. */
  query: string;
  /** How many results the search page has for it in all. */
  total: number;
  suggestions: SearchSuggestion[];
};

/** What the search box says of its suggestions. */
export const suggestionsCopy = {
  listLabel: "Suggestions",
  /** The last option, which opens the search page. */
  allResults: (total: number) => `See all ${total} ${total === 1 ? "result" : "results"}`,
  /** Said by the live region when suggestions arrive. */
  announce: (total: number, shown: number) =>
    total === 0 ? "No results." : `${total} ${total === 1 ? "result" : "results"}${shown < total ? `, the first ${shown} listed` : ""}. Use the arrow keys to choose one.`,
} as const;
