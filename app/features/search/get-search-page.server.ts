import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { readSearchQuery } from "./build-search-query.ts";
import { splitMarkedText, type MarkedPart } from "./marked-text.ts";
import { searchKindLabels } from "./search-kinds.ts";
import { SEARCH_RESULTS_PER_PAGE, searchSite } from "./search-site.server.ts";

/** One result as the page shows it. */
export type SearchResult = {
  url: string;
  /** "Page", "Blog post" or "Job". */
  kindLabel: string;
  /** A page's family, a post's author, a job's location. */
  section: string | null;
  title: MarkedPart[];
  snippet: MarkedPart[];
};

export type SearchPage =
  /** Nothing searched yet: the box and a hint. */
  | { state: "empty"; status: 200 }
  /** Typed, but without a word to search for. */
  | { state: "no-words"; status: 200; query: string; shortened: boolean }
  /** `page` is not a page number. */
  | { state: "bad-page"; status: 400; query: string }
  | {
      state: "results";
      /** 404 for a page past the last one, which still says where the results are. */
      status: 200 | 404;
      query: string;
      shortened: boolean;
      total: number;
      page: number;
      pageCount: number;
      results: SearchResult[];
    };

// Page numbers are small; anything longer is not one we could have linked to.
const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

/** The search page for `/search?q=…&page=…`: never throws for what the address holds. */
export async function getSearchPage(db: Kysely<Database>, url: URL, now = new Date()): Promise<SearchPage> {
  const query = readSearchQuery(url.searchParams.get("q"));
  if (query.kind === "empty") return { state: "empty", status: 200 };
  if (query.kind === "no-words") return { state: "no-words", status: 200, query: query.text, shortened: query.shortened };
  const pageParameter = url.searchParams.get("page");
  if (pageParameter !== null && !PAGE_NUMBER.test(pageParameter)) return { state: "bad-page", status: 400, query: query.text };
  const page = pageParameter === null ? 1 : Number(pageParameter);

  const answer = await searchSite(db, { words: query.words, prefix: query.prefix, page, today: lastPublicDate(now) });
  const pageCount = Math.ceil(answer.total / SEARCH_RESULTS_PER_PAGE);
  return {
    state: "results",
    status: answer.total > 0 && page > pageCount ? 404 : 200,
    query: query.text,
    shortened: query.shortened,
    total: answer.total,
    page,
    pageCount,
    results: answer.hits.map((hit) => ({
      url: hit.url,
      kindLabel: searchKindLabels[hit.kind],
      section: hit.section,
      title: splitMarkedText(hit.title),
      snippet: splitMarkedText(hit.snippet),
    })),
  };
}
