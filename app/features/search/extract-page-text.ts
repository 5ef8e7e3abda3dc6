/*
 * The words a visitor reads on a content page, for the site search. The document is walked
 * generically, every string in order, so a new kind of section is searchable without a change
 * here: what is left out is named by its key (addresses, ids, kinds, picture files and sizes) or
 * looks like an address whatever its key. Pure and dependency-free: the search migration imports
 * it to index the pages already published.
 */

/** Keys whose values a visitor never reads as text. */
const SKIPPED_KEYS = new Set([
  "id",
  "kind",
  "family",
  "slug",
  "src",
  "href",
  "url",
  "to",
  "responsive",
  "width",
  "height",
  "style",
  // The meta description is read by search engines, not on the page.
  "description",
  // So are the search and sharing fields (the search title, the social picture, the canonical address).
  "seo",
  // A picture's alt text describes what sighted visitors see, not words on the page; a snippet quoting it would match nothing they can find.
  "alt",
  // The same button label on every use-case card ("Read More"): noise, not content.
  "buttonLabel",
]);

/** srcSet, srcset, imageSrc, pageUrl, targetHref, sectionId…: addresses and ids under any name (camelCase suffixes only, so "valid" stays). */
const SKIPPED_KEY_PATTERN = /^src[sS]et|[a-z](?:Src|Url|Href|Id|Ids)$/;
/** A whole value that is an address (a path, a link, a mail address), not words. */
const ADDRESS_VALUE = /^(?:\/|https?:\/\/|mailto:)\S*$/i;
// Control characters never belong in page text; removing them keeps the markers that delimit highlighted words unambiguous.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]+/g;

function skipsKey(key: string): boolean {
  return SKIPPED_KEYS.has(key) || SKIPPED_KEY_PATTERN.test(key);
}

/** One string as it is indexed: control characters and runs of white space become single spaces. */
export function cleanSearchText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === "string") {
    const text = cleanSearchText(value);
    if (text !== "" && !ADDRESS_VALUE.test(text)) into.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!skipsKey(key)) collectStrings(item, into);
  }
}

/** The texts of a page or of any part of one, in document order, each cleaned. */
export function extractTexts(value: unknown): string[] {
  const texts: string[] = [];
  collectStrings(value, texts);
  return texts;
}

/**
 * A page document's title, and the rest of its text as one body: the lead first (what a result
 * without a match in its body shows), then every section in order, one text a line.
 */
export function extractPageText(document: unknown): { title: string; body: string } {
  const page = document !== null && typeof document === "object" ? (document as Record<string, unknown>) : {};
  const title = typeof page.title === "string" ? cleanSearchText(page.title) : "";
  const { title: _title, lead, ...rest } = page;
  return { title, body: [...extractTexts(lead), ...extractTexts(rest)].join("\n") };
}
