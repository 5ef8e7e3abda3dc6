import { type Kysely, type RawBuilder, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database, IsoDate, SearchDocumentKind } from "#app/db/schema.ts";
import { fts5MatchOf, postgresQueryOf } from "./build-search-query.ts";
import { MARK_END, MARK_START } from "./marked-text.ts";

/*
 * The site search, in each database's own full-text engine (see migrations/0012-site-search.ts):
 * FTS5 with bm25 ranking and snippet() on SQLite, a tsvector with ts_rank and ts_headline on
 * PostgreSQL. One function, two dialects, the same answer: the results of one page, best first,
 * and how many there are in all. Titles and snippets come back with the matching words between
 * MARK_START and MARK_END.
 */

export const SEARCH_RESULTS_PER_PAGE = 10;

/** Words around the matches in a snippet. */
const SNIPPET_WORDS = 28;
/** A match in the title counts this many times one in the body. */
const TITLE_WEIGHT = 8;

export type SearchHit = {
  kind: SearchDocumentKind;
  url: string;
  section: string | null;
  /** The title, its matching words marked. */
  title: string;
  /** A short passage of the text around the matches, marked; the text's opening when only the title matched. */
  snippet: string;
};

export type SearchAnswer = { total: number; hits: SearchHit[] };

export type SearchRequest = {
  words: readonly string[];
  prefix: boolean;
  /** 1-based. */
  page: number;
  /** Results per page: SEARCH_RESULTS_PER_PAGE unless asked for fewer (the search box's suggestions). */
  perPage?: number;
  /** Posts dated later and jobs closing earlier are not public yet, or any more. */
  today: IsoDate;
};

function visibleOn(today: IsoDate): RawBuilder<boolean> {
  return sql<boolean>`(d.visible_from is null or d.visible_from <= ${today}) and (d.visible_until is null or d.visible_until >= ${today})`;
}

async function searchSqlite(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  const match = fts5MatchOf(request);
  const visible = visibleOn(request.today);
  const from = sql`search_index join search_documents d on d.id = search_index.rowid where search_index match ${match} and ${visible}`;
  try {
    const counted = await sql<{ total: number }>`select count(*) as total from ${from}`.execute(db);
    const total = Number(counted.rows[0]?.total ?? 0);
    const perPage = request.perPage ?? SEARCH_RESULTS_PER_PAGE;
    const offset = (request.page - 1) * perPage;
    if (total === 0 || offset >= total) return { total, hits: [] };
    const rows = await sql<SearchHit>`
      select d.kind, d.url, d.section,
        highlight(search_index, 0, ${MARK_START}, ${MARK_END}) as title,
        snippet(search_index, 1, ${MARK_START}, ${MARK_END}, '…', ${sql.lit(SNIPPET_WORDS)}) as snippet
      from ${from}
      order by bm25(search_index, ${sql.lit(TITLE_WEIGHT)}, 1.0), d.id
      limit ${perPage} offset ${offset}`.execute(db);
    return { total, hits: rows.rows };
  } catch (error) {
    // The words are quoted, so FTS5 should never fail to read them; were it to, that is a search without results, not an error page.
    if (error instanceof Error && /fts5/i.test(error.message)) return { total: 0, hits: [] };
    throw error;
  }
}

// ts_headline's options: the same marks as FTS5's, and about SNIPPET_WORDS words in two passages at most.
const FRAGMENT_WORDS = Math.round(SNIPPET_WORDS / 2);
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
const BODY_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=${FRAGMENT_WORDS}, MinWords=${Math.round(FRAGMENT_WORDS / 2)}, MaxFragments=2, FragmentDelimiter=" … "`;

async function searchPostgres(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  const words = postgresQueryOf(request);
  const parts: RawBuilder<unknown>[] = [];
  if (words.words !== "") parts.push(sql`plainto_tsquery('english', ${words.words})`);
  // Quoted as one operand, so nothing in the word can read as tsquery syntax.
  if (words.prefix !== null) parts.push(sql`to_tsquery('english', quote_literal(${words.prefix}) || ':*')`);
  const query = sql`(select ${sql.join(parts, sql` && `)} as query) q`;
  const visible = visibleOn(request.today);
  const counted = await sql<{ total: number }>`select count(*) as total from search_documents d, ${query} where d.search_vector @@ q.query and ${visible}`.execute(db);
  const total = Number(counted.rows[0]?.total ?? 0);
  const perPage = request.perPage ?? SEARCH_RESULTS_PER_PAGE;
  const offset = (request.page - 1) * perPage;
  if (total === 0 || offset >= total) return { total, hits: [] };
  // Headlines are costly: made for the page's results only, once they are chosen.
  const rows = await sql<SearchHit>`
    select m.kind, m.url, m.section,
      ts_headline('english', m.title, q.query, ${TITLE_HEADLINE}) as title,
      ts_headline('english', m.body, q.query, ${BODY_HEADLINE}) as snippet
    from (
      select d.id, d.kind, d.url, d.section, d.title, d.body, ts_rank(d.search_vector, q.query) as rank
      from search_documents d, ${query}
      where d.search_vector @@ q.query and ${visible}
      order by rank desc, d.id
      limit ${perPage} offset ${offset}
    ) m, ${query}
    order by m.rank desc, m.id`.execute(db);
  return { total, hits: rows.rows };
}

/** One page of results for the words, best first, and the number of results in all. */
export async function searchSite(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  return getDatabaseDialect(db) === "sqlite" ? searchSqlite(db, request) : searchPostgres(db, request);
}
