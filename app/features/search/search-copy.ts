import { SEARCH_QUERY_MAX, SEARCH_WORD_MIN, SEARCH_WORDS_MAX } from "./build-search-query.ts";

// What the search page says, in one place for the page and its tests.
export const searchCopy = {
  title: "Search",
  description: "Search the services, industries, solutions and about pages, the blog and the open positions, and go straight to the page that answers your question.",
  hint: "Type a few words: the search looks through every page, blog post and job opening of the site.",
  shortened: `Searches are at most ${SEARCH_QUERY_MAX} characters and ${SEARCH_WORDS_MAX} words: the rest of yours was left out.`,
  noWords: (query: string) => `“${query}” has no word to search for. Use letters or digits, at least ${SEARCH_WORD_MIN} in a row.`,
  noResults: (query: string) => `No results for “${query}”.`,
  suggestions: "Try fewer or other words, or check the spelling. Or look in one of these parts of the site:",
  badPage: "That page number is not one of the results' pages.",
  count: (total: number, query: string) => `${total} ${total === 1 ? "result" : "results"} for “${query}”`,
  /** The not-found page's list of the pages closest to the unknown address. */
  closestPages: "The closest pages",
  pastLastPage: (page: number, pageCount: number) => `There is no page ${page}: the results fill ${pageCount === 1 ? "1 page" : `${pageCount} pages`}.`,
} as const;

/** Where a search without results suggests looking instead. */
export const searchSuggestions = [
  { label: "Solutions", to: "/solutions" },
  { label: "Blog", to: "/blog" },
  { label: "Careers", to: "/careers" },
  { label: "Contact us", to: "/contactus" },
  { label: "Home page", to: "/" },
] as const;
