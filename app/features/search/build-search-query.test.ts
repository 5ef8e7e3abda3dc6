import { describe, expect, it } from "vitest";
import { fts5MatchOf, postgresQueryOf, readSearchQuery, SEARCH_QUERY_MAX, SEARCH_WORDS_MAX } from "./build-search-query.ts";

/** An FTS5 expression built only of quoted phrases, the last one optionally a prefix: nothing else of FTS5's syntax. */
const SAFE_FTS5 = /^"[\p{L}\p{M}\p{N}]+"(?: "[\p{L}\p{M}\p{N}]+")*\*?$/u;

function words(raw: string) {
  const query = readSearchQuery(raw);
  if (query.kind !== "words") throw new Error(`expected words in ${JSON.stringify(raw)}, got ${query.kind}`);
  return query;
}

describe("reading a search", () => {
  it("treats nothing, spaces and a missing parameter as no search", () => {
    expect(readSearchQuery(null)).toEqual({ kind: "empty" });
    expect(readSearchQuery("")).toEqual({ kind: "empty" });
    expect(readSearchQuery(" \t\n ")).toEqual({ kind: "empty" });
  });

  it("says when there is no word to search for: punctuation only, one letter, control characters", () => {
    for (const raw of ['"', "*", "()", "-:^", "!!! ??? ...", "a", "I", "a * -", "\u0000x\u0001"]) {
      expect(readSearchQuery(raw).kind, raw).toBe("no-words");
    }
    expect(readSearchQuery("\u0000\u0001\u0002").kind).toBe("empty");
    expect(readSearchQuery("*")).toEqual({ kind: "no-words", text: "*", shortened: false });
  });

  it("keeps words of letters, marks and digits only, lower-cased, each once", () => {
    expect(words("Cloud  MIGRATION cloud").words).toEqual(["cloud", "migration"]);
    expect(words("node.js + C# 2024").words).toEqual(["node", "js", "2024"]);
    expect(words("Café naïve résumé").words).toEqual(["café", "naïve", "résumé"]);
    // Devanagari vowel signs are marks: a Hindi word stays whole.
    expect(words("सॉफ्टवेयर विकास").words).toEqual(["सॉफ्टवेयर", "विकास"]);
    // Full-width letters read as the ordinary ones.
    expect(words("ＡＷＳ").words).toEqual(["aws"]);
  });

  it("turns FTS syntax into plain words: quotes, stars, brackets, NEAR, AND, minus, colons, carets", () => {
    const query = words('"cloud* (NEAR AND -migration) title:kube ^start OR NOT x');
    expect(query.words).toEqual(["cloud", "near", "and", "migration", "title", "kube", "start", "or", "not"]);
    expect(fts5MatchOf(query)).toMatch(SAFE_FTS5);
    expect(fts5MatchOf(query)).toBe('"cloud" "near" "and" "migration" "title" "kube" "start" "or" "not"*');
  });

  it("matches the last word as the start of longer ones from three letters", () => {
    expect(fts5MatchOf(words("cloud kube"))).toBe('"cloud" "kube"*');
    expect(fts5MatchOf(words("kube ai"))).toBe('"kube" "ai"');
    expect(postgresQueryOf(words("cloud native kube"))).toEqual({ words: "cloud native", prefix: "kube" });
    expect(postgresQueryOf(words("kube"))).toEqual({ words: "", prefix: "kube" });
    expect(postgresQueryOf(words("kube ai"))).toEqual({ words: "kube ai", prefix: null });
  });

  it(`cuts a search at ${SEARCH_QUERY_MAX} characters and ${SEARCH_WORDS_MAX} words, and says so`, () => {
    const long = readSearchQuery("word ".repeat(30) + "x".repeat(300));
    expect(long.kind).toBe("words");
    if (long.kind !== "words") return;
    expect(Array.from(long.text)).toHaveLength(SEARCH_QUERY_MAX);
    expect(long.shortened).toBe(true);

    const many = words(Array.from({ length: 30 }, (_, index) => `term${index}`).join(" "));
    expect(many.words).toHaveLength(SEARCH_WORDS_MAX);
    expect(many.shortened).toBe(true);
    expect(words("cloud migration").shortened).toBe(false);

    const oneWord = words("y".repeat(500));
    expect(fts5MatchOf(oneWord)).toMatch(SAFE_FTS5);
  });

  it("never lets anything but words through, whatever is typed", () => {
    const nasty = ['"; DROP TABLE posts; --', "' OR 1=1 --", "a\" OR \"b", "NEAR(a b, 2)", "{col1 col2}: x", "x & y | !z <-> w", "%00%ff", "😀 emoji 🚀ship", "\u202Eevil\u202C words"];
    for (const raw of nasty) {
      const query = readSearchQuery(raw);
      if (query.kind !== "words") continue;
      expect(fts5MatchOf(query), raw).toMatch(SAFE_FTS5);
      const parts = postgresQueryOf(query);
      expect(`${parts.words} ${parts.prefix ?? ""}`, raw).toMatch(/^[\p{L}\p{M}\p{N} ]*$/u);
    }
  });
});
