import { describe, expect, it } from "vitest";
import { type ClosestPage, editDistance, findClosestPages, indexClosestPages, type ScoringWork, wordsOf, wordsOfPath } from "./closest-pages.ts";

/*
 * Scanners send thousands of distinct unknown addresses: scoring one must cost a few comparisons
 * with the indexed words that could match it, however many candidates there are, and still give
 * what comparing the address with every word of every candidate gives.
 */

/** A repeatable stream of numbers in [0, 1). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

function siteOf(count: number, random: () => number): { pages: ClosestPage[]; vocabulary: string[] } {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const vocabulary = Array.from({ length: 3_000 }, () => Array.from({ length: 3 + Math.floor(random() * 10) }, () => pick([...LETTERS])).join(""));
  const pages = Array.from({ length: count }, (_, index) => {
    const words = Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(vocabulary));
    const area = pick(["services", "industries", "solutions", "aboutus", "careers"]);
    return { url: `/${area}/${words.slice(0, 2).join("-")}-${index}`, title: words.join(" "), kindLabel: "Page" };
  });
  return { pages, vocabulary };
}

/** Unknown addresses as they come: scanners' files, random letters, and candidates' words with a typo or cut short. */
function addressesOf(count: number, vocabulary: readonly string[], random: () => number): string[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const typo = (word: string) => {
    const at = Math.floor(random() * word.length);
    return word.slice(0, at) + pick([...LETTERS]) + word.slice(at + (random() < 0.5 ? 1 : 0));
  };
  const scanners = ["/wp-login.php", "/.env", "/phpmyadmin/index.php", "/xmlrpc.php", "/.git/config", "/cgi-bin/luci", "/admin/config.json"];
  return Array.from({ length: count }, (_, index) => {
    switch (index % 4) {
      case 0:
        return `/no-such-page-${index}-${Math.floor(random() * 1e9)}`;
      case 1:
        return `${pick(scanners)}?${index}`.split("?")[0]! + (random() < 0.5 ? `/${Math.floor(random() * 1e6)}` : "");
      case 2:
        return `/${Array.from({ length: 1 + Math.floor(random() * 4) }, () => Array.from({ length: 3 + Math.floor(random() * 9) }, () => pick([...LETTERS])).join("")).join("/")}`;
      default:
        return `/${pick(["services", "blog", "jobs"])}/${Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
          const word = pick(vocabulary);
          return random() < 0.5 ? typo(word) : word.slice(0, Math.max(4, word.length - 2));
        }).join("-")}`;
    }
  });
}

// What the not-found page did before its candidates were indexed: every word of every candidate against every word of the address.
function pairScore(word: string, pageWord: string): number {
  if (pageWord === word) return 1;
  let best = 0;
  const shortest = Math.min(word.length, pageWord.length);
  const typos = shortest >= 8 ? 2 : shortest >= 4 ? 1 : 0;
  if (typos > 0) {
    const distance = editDistance(word, pageWord, typos);
    if (distance <= typos) best = 0.8 - 0.1 * (distance - 1);
  }
  const [shorter, longer] = word.length < pageWord.length ? [word, pageWord] : [pageWord, word];
  if (shorter.length >= 4 && longer.startsWith(shorter)) best = Math.max(best, 0.6);
  return best;
}
const slugOf = (url: string) => ((url.split(/[?#]/)[0] ?? "").split("/").filter(Boolean).at(-1) ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

function closestByComparingEverything(pathname: string, pages: readonly { url: string; words: string[]; slug: string }[]): string[] {
  const words = wordsOfPath(pathname);
  if (words.length === 0) return [];
  const slug = slugOf(pathname);
  const scored = pages.flatMap(({ url, words: pageWords, slug: pageSlug }, position) => {
    let score = 0;
    for (const word of words) score += Math.max(0, ...pageWords.map((pageWord) => pairScore(word, pageWord)));
    if (slug.length >= 6 && pageSlug.length >= 6 && editDistance(slug, pageSlug, 3) <= Math.min(3, Math.floor(pageSlug.length / 5))) score += 1;
    return score >= 0.6 ? [{ url, position, score }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.url.length - b.url.length || (a.url < b.url ? -1 : a.url > b.url ? 1 : a.position - b.position));
  return scored.slice(0, 5).map((each) => each.url);
}

describe("the closest pages among thousands of candidates", () => {
  it("finds what comparing every word of every candidate finds", () => {
    const random = randomFrom(26);
    const { pages, vocabulary } = siteOf(400, random);
    const index = indexClosestPages(pages);
    const addresses = addressesOf(300, vocabulary, random);
    const prepared = pages.map((page) => ({ url: page.url, words: [...new Set([...wordsOf(page.url), ...wordsOf(page.title)])], slug: slugOf(page.url) }));
    let listing = 0;
    for (const address of addresses) {
      const expected = closestByComparingEverything(address, prepared);
      if (expected.length > 0) listing++;
      expect(findClosestPages(address, index).map((page) => page.url), address).toEqual(expected);
    }
    // The comparison means something: most addresses made of the candidates' words list pages.
    expect(listing).toBeGreaterThan(40);
  });

  it("scores 1,000 unknown addresses against 5,000 candidates with a few edit distances each", () => {
    const random = randomFrom(11);
    const { pages, vocabulary } = siteOf(5_000, random);
    const index = indexClosestPages(pages);
    const addresses = addressesOf(1_000, vocabulary, random);
    const work: ScoringWork = { editDistances: 0 };
    let listing = 0;
    for (const address of addresses) if (findClosestPages(address, index, { work }).length > 0) listing++;
    expect(listing).toBeGreaterThan(200);
    // Comparing each address's words with every candidate's would be tens of thousands per address
    // (5,000 pages × 3 or 4 words × each of the address's words); the typos found are counted, so it is not nothing.
    expect(work.editDistances).toBeGreaterThan(1_000);
    expect(work.editDistances / addresses.length).toBeLessThan(20);
  });

  it("costs scanners' addresses next to nothing: few words or none, and no edit distance without a near word", () => {
    const random = randomFrom(3);
    const index = indexClosestPages(siteOf(5_000, random).pages);
    expect(wordsOfPath("/wp-login.php")).toEqual(["wp", "login"]);
    expect(wordsOfPath("/.env")).toEqual(["env"]);
    expect(wordsOfPath("/phpmyadmin/index.php")).toEqual(["phpmyadmin"]);
    expect(wordsOfPath("/no-such-page-42-abc123")).toEqual(["such", "abc123"]);
    expect(wordsOfPath("/1234/5678")).toEqual([]);
    const work: ScoringWork = { editDistances: 0 };
    for (const address of ["/wp-login.php", "/.env", "/phpmyadmin/index.php", "/1234/5678", "/-/-/"]) findClosestPages(address, index, { work });
    expect(work.editDistances).toBeLessThan(5);
  });
});
