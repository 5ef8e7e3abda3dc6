/*
 * "The closest pages" of the not-found page: the public pages whose address or title share the
 * most words with an address the site does not have, a mistyped word counting a little less than
 * a matching one. Worked out in memory from the addresses and titles alone (see
 * server/closest-pages.ts for where the candidates come from and how answers are kept), so an
 * unknown address costs no database query.
 *
 * Scanners send thousands of distinct addresses, so an address must cost next to nothing however
 * many candidates there are: the candidates are indexed once per load (indexClosestPages), and an
 * address's words are compared only with the few indexed words that could match them, never with
 * every candidate.
 */

/** The most pages the not-found page lists. */
export const CLOSEST_PAGES_MAX = 5;

/** A public page the not-found page may list. */
export type ClosestPage = {
  url: string;
  title: string;
  /** "Page", "Blog post" or "Job". */
  kindLabel: string;
};

/** The words of an address read at most, and the characters of each. */
const PATH_WORDS_MAX = 8;
const WORD_LENGTH_MAX = 40;
const WORD = /[\p{L}\p{N}]+/gu;
/**
 * Words that say nothing of what a visitor looked for: file types and old site software's parts of
 * addresses, and the small words of English and of addresses ("no such page") found everywhere.
 */
const NOISE = new Set([
  ...["html", "htm", "php", "asp", "aspx", "jsp", "cgi", "index", "default", "www", "amp"],
  ...["page", "pages", "the", "and", "or", "of", "to", "in", "on", "at", "by", "for", "with", "an", "is", "it", "no", "not", "new", "old", "our", "your", "my", "us"],
]);
/** The least score a page needs: one word matching with a typo in it. */
const SCORE_MIN = 0.6;
/** The shortest word that may be the start of another ("kube" for "kubernetes"). */
const PREFIX_LENGTH_MIN = 4;
/** The shortest last segments compared as a whole, and the most typos between them. */
const SLUG_LENGTH_MIN = 6;
const SLUG_TYPOS_MAX = 3;

/** The lower-cased words of letters and digits in `text`, at least 2 characters long and no noise. */
export function wordsOf(text: string): string[] {
  const words = text.normalize("NFKC").toLowerCase().match(WORD) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && word.length <= WORD_LENGTH_MAX && !NOISE.has(word) && !/^\d+$/.test(word)))];
}

/** The words of an unknown address's path, percent-escapes decoded where they decode. */
export function wordsOfPath(pathname: string): string[] {
  let decoded = pathname.slice(0, 400);
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Kept as it came: the escapes' hex digits are no words anyway.
  }
  return wordsOf(decoded).slice(0, PATH_WORDS_MAX);
}

/** The edit distance between `a` and `b`, or `limit + 1` as soon as it is known to be larger. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a word of this length may hold and still match. */
function typosAllowed(length: number): number {
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}

/** How many typos a page's last segment of this length may differ by from an address's. */
function slugTyposAllowed(length: number): number {
  return Math.min(SLUG_TYPOS_MAX, Math.floor(length / 5));
}

/** Counts the work an address costs, for tests: each edit distance worked out. */
export type ScoringWork = { editDistances: number };

/** How well a word of the address matches a word of a page: 1 the same, less for a typo or the start of a longer word, 0 not. */
function pairScore(word: string, pageWord: string, work: ScoringWork | undefined): number {
  if (pageWord === word) return 1;
  let best = 0;
  const typos = typosAllowed(Math.min(word.length, pageWord.length));
  if (typos > 0 && Math.abs(word.length - pageWord.length) <= typos) {
    if (work) work.editDistances++;
    const distance = editDistance(word, pageWord, typos);
    if (distance <= typos) best = 0.8 - 0.1 * (distance - 1);
  }
  // "kube" for "kubernetes", "cloudmanagement" for "cloud": one starting the other.
  const [shorter, longer] = word.length < pageWord.length ? [word, pageWord] : [pageWord, word];
  if (shorter.length >= PREFIX_LENGTH_MIN && longer.startsWith(shorter)) best = Math.max(best, 0.6);
  return best;
}

/** The last segment of an address's path, letters and digits only ("cloud-management" → "cloudmanagement"). */
function slugOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return (path.split("/").filter(Boolean).at(-1) ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The characters of a word as bits (by their code's last 5 bits). Each typo adds or removes at
 * most one character on either side, so two words whose bits differ in more than `typos` places
 * on one side are further apart than that: a check of a few instructions that spares almost every
 * edit distance. Characters sharing a bit only make it let more through, never fewer.
 */
function characterBits(word: string): number {
  let bits = 0;
  for (let index = 0; index < word.length; index++) bits |= 1 << (word.charCodeAt(index) & 31);
  return bits;
}

function bitCount(bits: number): number {
  let count = bits - ((bits >>> 1) & 0x55555555);
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
  return (((count + (count >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function mayBeWithin(bits: number, otherBits: number, typos: number): boolean {
  return bitCount(bits & ~otherBits) <= typos && bitCount(otherBits & ~bits) <= typos;
}

/** Words (or last segments) of one length, with their characters' bits and the candidates that have them. */
type LengthGroup = { words: string[]; bits: number[]; pages: number[][] };

/**
 * The candidates, indexed once for every address scored against them: the vocabulary of their
 * words by length and in order (for the starts of words), each word's candidates, and their last
 * segments by length.
 */
export type ClosestPageIndex = {
  pages: readonly ClosestPage[];
  /** Each word of any candidate's address or title → the candidates (by position) that have it. */
  pagesOf: Map<string, number[]>;
  /** The vocabulary by length: where a word's typos may be. */
  byLength: Map<number, LengthGroup>;
  /** The vocabulary in order: the words a word starts are next to each other. */
  sorted: string[];
  /** The candidates' last segments of at least SLUG_LENGTH_MIN characters, by length. */
  slugsByLength: Map<number, LengthGroup>;
};

function addTo(groups: Map<number, LengthGroup>, word: string, page: number, known: Map<string, number[]>): void {
  const pages = known.get(word);
  if (pages) {
    if (pages.at(-1) !== page) pages.push(page);
    return;
  }
  const created = [page];
  known.set(word, created);
  let group = groups.get(word.length);
  if (!group) {
    group = { words: [], bits: [], pages: [] };
    groups.set(word.length, group);
  }
  group.words.push(word);
  group.bits.push(characterBits(word));
  group.pages.push(created);
}

/** Indexes the candidates: once per load, not per address. */
export function indexClosestPages(pages: readonly ClosestPage[]): ClosestPageIndex {
  const pagesOf = new Map<string, number[]>();
  const byLength = new Map<number, LengthGroup>();
  const slugs = new Map<string, number[]>();
  const slugsByLength = new Map<number, LengthGroup>();
  pages.forEach((page, position) => {
    for (const word of new Set([...wordsOf(page.url), ...wordsOf(page.title)])) addTo(byLength, word, position, pagesOf);
    const slug = slugOf(page.url);
    if (slug.length >= SLUG_LENGTH_MIN) addTo(slugsByLength, slug, position, slugs);
  });
  return { pages, pagesOf, byLength, sorted: [...pagesOf.keys()].sort(), slugsByLength };
}

/** The first position in `sorted` whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The vocabulary words that may score against `word`: itself, those a few typos away (only the
 * lengths typos can reach, and only those whose characters are close enough), the words it starts
 * and the words that start it. Each is scored with pairScore, as every word of every page once was.
 */
function scoredWords(word: string, index: ClosestPageIndex, work: ScoringWork | undefined): Map<string, number> {
  const found = new Map<string, number>();
  const consider = (pageWord: string) => {
    if (found.has(pageWord)) return;
    const score = pairScore(word, pageWord, work);
    if (score > 0) found.set(pageWord, score);
  };
  if (index.pagesOf.has(word)) found.set(word, 1);
  const bits = characterBits(word);
  const maxTypos = typosAllowed(word.length);
  for (let length = word.length - maxTypos; length <= word.length + maxTypos; length++) {
    const typos = typosAllowed(Math.min(word.length, length));
    const group = index.byLength.get(length);
    if (!group || typos === 0 || Math.abs(length - word.length) > typos) continue;
    for (let each = 0; each < group.words.length; each++) {
      if (mayBeWithin(bits, group.bits[each]!, typos)) consider(group.words[each]!);
    }
  }
  if (word.length >= PREFIX_LENGTH_MIN) {
    for (let position = lowerBound(index.sorted, word); position < index.sorted.length && index.sorted[position]!.startsWith(word); position++) consider(index.sorted[position]!);
    for (let length = PREFIX_LENGTH_MIN; length < word.length; length++) {
      const start = word.slice(0, length);
      if (index.pagesOf.has(start)) consider(start);
    }
  }
  return found;
}

/** The candidates whose last segment is the address's but for a few typos ("/services/cloud-managment"). */
function slugMatches(slug: string, index: ClosestPageIndex, work: ScoringWork | undefined): Set<number> {
  const matches = new Set<number>();
  if (slug.length < SLUG_LENGTH_MIN) return matches;
  const bits = characterBits(slug);
  for (let length = slug.length - SLUG_TYPOS_MAX; length <= slug.length + SLUG_TYPOS_MAX; length++) {
    const typos = slugTyposAllowed(length);
    const group = index.slugsByLength.get(length);
    if (!group || Math.abs(length - slug.length) > typos) continue;
    for (let each = 0; each < group.words.length; each++) {
      if (!mayBeWithin(bits, group.bits[each]!, typos)) continue;
      if (work) work.editDistances++;
      if (editDistance(slug, group.words[each]!, typos) <= typos) for (const page of group.pages[each]!) matches.add(page);
    }
  }
  return matches;
}

// Indexes of candidate lists passed as they are (tests, one-off callers): made once per list.
const indexes = new WeakMap<readonly ClosestPage[], ClosestPageIndex>();

function indexOf(candidates: ClosestPageIndex | readonly ClosestPage[]): ClosestPageIndex {
  if ("pagesOf" in candidates) return candidates;
  let index = indexes.get(candidates);
  if (!index) {
    index = indexClosestPages(candidates);
    indexes.set(candidates, index);
  }
  return index;
}

/**
 * Up to `limit` pages closest to `pathname`, best first: for each word of the address, the best
 * match among the page's address and title words, summed; a last segment that is the page's own
 * but for a few typos ("/services/cloud-managment") counts one more.
 */
export function findClosestPages(
  pathname: string,
  candidates: ClosestPageIndex | readonly ClosestPage[],
  options: { limit?: number; work?: ScoringWork } = {},
): ClosestPage[] {
  const { limit = CLOSEST_PAGES_MAX, work } = options;
  const words = wordsOfPath(pathname);
  if (words.length === 0) return [];
  const index = indexOf(candidates);
  // Summed word by word in the address's order, as a page-by-page sum would: the same scores to the last bit.
  const scores = new Map<number, number>();
  for (const word of words) {
    const best = new Map<number, number>();
    for (const [pageWord, score] of scoredWords(word, index, work)) {
      for (const page of index.pagesOf.get(pageWord)!) if (score > (best.get(page) ?? 0)) best.set(page, score);
    }
    for (const [page, score] of best) scores.set(page, (scores.get(page) ?? 0) + score);
  }
  for (const page of slugMatches(slugOf(pathname), index, work)) scores.set(page, (scores.get(page) ?? 0) + 1);
  if (scores.size === 0) return [];
  const scored: { page: ClosestPage; position: number; score: number }[] = [];
  for (const [position, score] of scores) if (score >= SCORE_MIN) scored.push({ page: index.pages[position]!, position, score });
  // Best first; between equals the shorter (more general) address, then the address itself, then the candidates' order, so the order never varies.
  scored.sort((a, b) => b.score - a.score || a.page.url.length - b.page.url.length || (a.page.url < b.page.url ? -1 : a.page.url > b.page.url ? 1 : a.position - b.position));
  return scored.slice(0, limit).map((each) => each.page);
}
