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

/**
 * The ids of the documents not public today: posts dated later, jobs past their closing date.
 * They are few and two indexes find them (migration 0019), so a search drops its matches by id
 * instead of reading every matching document's dates, which at 20,000 posts cost more than the
 * full-text search itself.
 */
function hiddenOn(today: IsoDate): RawBuilder<unknown> {
  return sql`(select id from search_documents where visible_from > ${today} union all select id from search_documents where visible_until < ${today})`;
}

/** The SQLite statements of one search: how many match, and the ids of the page's results, best first. */
export function sqliteSearchQueries(request: SearchRequest) {
  const match = fts5MatchOf(request);
  const matching = sql`search_index where search_index match ${match} and search_index.rowid not in ${hiddenOn(request.today)}`;
  const perPage = request.perPage ?? SEARCH_RESULTS_PER_PAGE;
  return {
    match,
    count: sql<{ total: number }>`select count(*) as total from ${matching}`,
    // The ranking alone: snippets and highlights are made for the chosen page only, below.
    page: sql<{ id: number }>`select search_index.rowid as id from ${matching}
      order by bm25(search_index, ${sql.lit(TITLE_WEIGHT)}, 1.0), search_index.rowid
      limit ${perPage} offset ${(request.page - 1) * perPage}`,
  };
}

async function searchSqlite(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  const queries = sqliteSearchQueries(request);
  try {
    const total = Number((await queries.count.execute(db)).rows[0]?.total ?? 0);
    if (total === 0) return { total, hits: [] };
    const ids = (await queries.page.execute(db)).rows.map((row) => row.id);
    if (ids.length === 0) return { total, hits: [] };
    // FTS5 answers `rowid in (…)` with one lookup per id, and each lookup of a prefix word ("kube*")
    // merges every matching word's list again: a rowid range is one pass, and the list of ids
    // (unary + keeps it out of FTS5's hands) picks the page's rows from it.
    const rows = await sql<SearchHit & { id: number }>`
      select d.id, d.kind, d.url, d.section,
        highlight(search_index, 0, ${MARK_START}, ${MARK_END}) as title,
        snippet(search_index, 1, ${MARK_START}, ${MARK_END}, '…', ${sql.lit(SNIPPET_WORDS)}) as snippet
      from search_index join search_documents d on d.id = search_index.rowid
      where search_index match ${queries.match}
        and search_index.rowid between ${Math.min(...ids)} and ${Math.max(...ids)}
        and +search_index.rowid in (${sql.join(ids)})`.execute(db);
    const byId = new Map(rows.rows.map(({ id, ...hit }) => [id, hit]));
    return { total, hits: ids.flatMap((id) => byId.get(id) ?? []) };
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

/**
 * The PostgreSQL statement that picks one page of a search: every match ranked once, kept aside
 * (a materialized CTE of ids and ranks), then counted and cut to the page from there. Counting
 * and ranking in two statements read every matching row twice; a window count over the matches
 * held each row whole and spilled to disk.
 */
export function postgresSearchPageQuery(request: SearchRequest) {
  const words = postgresQueryOf(request);
  const parts: RawBuilder<unknown>[] = [];
  if (words.words !== "") parts.push(sql`plainto_tsquery('english', ${words.words})`);
  // Quoted as one operand, so nothing in the word can read as tsquery syntax.
  if (words.prefix !== null) parts.push(sql`to_tsquery('english', quote_literal(${words.prefix}) || ':*')`);
  const query = sql`(select ${sql.join(parts, sql` && `)} as query) q`;
  const perPage = request.perPage ?? SEARCH_RESULTS_PER_PAGE;
  // A page past the last one has no row to carry the count, so the count comes with an empty row then (id null).
  const page = sql<{ id: number | null; rank: number | null; total: number }>`
    with matches as materialized (
      select d.id, ts_rank(d.search_vector, q.query) as rank
      from search_documents d, ${query}
      where d.search_vector @@ q.query and d.id not in ${hiddenOn(request.today)}
    ),
    chosen as (select id, rank from matches order by rank desc, id limit ${perPage} offset ${(request.page - 1) * perPage})
    select chosen.id, chosen.rank, counted.total
    from (select count(*) as total from matches) counted left join chosen on true`;
  return { query, page };
}

async function searchPostgres(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  const { query, page } = postgresSearchPageQuery(request);
  // Headlines are costly: made for the page's results only, once they are chosen.
  const rows = await sql<(SearchHit & { total: number }) | { total: number; kind: null }>`
    select m.total, d.kind, d.url, d.section,
      ts_headline('english', d.title, q.query, ${TITLE_HEADLINE}) as title,
      ts_headline('english', d.body, q.query, ${BODY_HEADLINE}) as snippet
    from (${page}) m left join search_documents d on d.id = m.id, ${query}
    order by m.rank desc, m.id`.execute(db);
  const total = Number(rows.rows[0]?.total ?? 0);
  return { total, hits: rows.rows.filter((row): row is SearchHit & { total: number } => row.kind !== null).map(({ total: _total, ...hit }) => hit) };
}

/** One page of results for the words, best first, and the number of results in all. */
export async function searchSite(db: Kysely<Database>, request: SearchRequest): Promise<SearchAnswer> {
  return getDatabaseDialect(db) === "sqlite" ? searchSqlite(db, request) : searchPostgres(db, request);
}
