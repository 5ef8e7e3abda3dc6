import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";

/*
 * What a visitor typed, turned into a query the databases' full-text engines cannot misread.
 * Neither engine ever sees the typed text: only words of letters, marks and digits, which the
 * engine's own syntax (FTS5's quotes, `*`, `^`, `:`, AND/OR/NOT/NEAR and parentheses; PostgreSQL's
 * `&`, `|`, `!`, `<->`) cannot appear in. Each is quoted for FTS5 and handed to PostgreSQL through
 * plainto_tsquery, always as a bound parameter.
 */

/** The longest search read, in characters; a longer one is cut there, with a note. */
export const SEARCH_QUERY_MAX = 200;
/** The most words searched for at once; later ones are left out, with the same note. */
export const SEARCH_WORDS_MAX = 12;
/** A shorter word ("a", "I", a stray digit) matches almost everything, so it is not searched for. */
export const SEARCH_WORD_MIN = 2;
/** The last word also matches the start of longer words ("kube" finds "Kubernetes") from this length. */
const PREFIX_MIN = 3;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export type SearchQuery =
  /** Nothing typed: the page shows the search box and a hint. */
  | { kind: "empty" }
  /** Only punctuation, or words too short to search for. */
  | { kind: "no-words"; text: string; shortened: boolean }
  | {
      kind: "words";
      /** The search as the page shows it back: trimmed and at most SEARCH_QUERY_MAX characters. */
      text: string;
      /** Lower-cased, in the order typed, without repeats. */
      words: string[];
      /** Whether the last word also matches longer words it starts. */
      prefix: boolean;
      /** True when the typed search was longer than SEARCH_QUERY_MAX or had more than SEARCH_WORDS_MAX words. */
      shortened: boolean;
    };

/** Reads the `q` parameter: never throws, whatever it holds. */
export function readSearchQuery(raw: string | null | undefined): SearchQuery {
  const typed = stripControlCharacters((raw ?? "").normalize("NFKC"), { singleLine: true }).replace(/\s+/g, " ").trim();
  if (typed === "") return { kind: "empty" };
  // By code point, so an emoji or a Devanagari letter is never cut in half.
  const characters = Array.from(typed);
  let shortened = characters.length > SEARCH_QUERY_MAX;
  const text = shortened ? characters.slice(0, SEARCH_QUERY_MAX).join("").trim() : typed;
  const found = [...new Set((text.toLowerCase().match(WORD) ?? []).filter((word) => Array.from(word).length >= SEARCH_WORD_MIN))];
  if (found.length > SEARCH_WORDS_MAX) shortened = true;
  const words = found.slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return { kind: "no-words", text, shortened };
  // The last word may be unfinished ("kube"): it matches the start of longer words too.
  const prefix = Array.from(words.at(-1)!).length >= PREFIX_MIN;
  return { kind: "words", text, words, prefix, shortened };
}

/** An FTS5 MATCH expression: every word as a quoted phrase (all must match), the last one as a prefix when asked. */
export function fts5MatchOf(query: { words: readonly string[]; prefix: boolean }): string {
  return query.words
    .map((word, index) => {
      // Words hold no quotes; doubling them anyway keeps the phrase closed whatever a word holds.
      const phrase = `"${word.replaceAll('"', '""')}"`;
      return query.prefix && index === query.words.length - 1 ? `${phrase}*` : phrase;
    })
    .join(" ");
}

/**
 * The parts of a PostgreSQL tsquery: the words for plainto_tsquery (all must match), and the
 * last word alone when it is matched as a prefix too (`to_tsquery(word || ':*')`, safe since a
 * word is letters, marks and digits only).
 */
export function postgresQueryOf(query: { words: readonly string[]; prefix: boolean }): { words: string; prefix: string | null } {
  if (!query.prefix) return { words: query.words.join(" "), prefix: null };
  return { words: query.words.slice(0, -1).join(" "), prefix: query.words.at(-1)! };
}
