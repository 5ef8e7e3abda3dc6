import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";

/*
 * The rules of a stylesheet that a page's own markup can use, for inlining in that page.
 *
 * A page that carried the whole site's stylesheet inline sent every page's and every state's
 * rules with its HTML, which pushed the first response past what a new connection delivers in
 * its first round trip on a slow phone. This keeps the rules whose selectors match the markup
 * (pseudo-classes such as :hover and :focus-visible count as matching), the site's @font-face
 * rules, and the keyframes the kept rules animate. Rules for states that only a script sets (an
 * open menu, a shown dialog) are left to the full stylesheet, which the page swaps in before it
 * hydrates (see optimize-page-html.ts). So is the markup inside a closed <dialog>: only a script
 * opens one, by which time the full stylesheet is in (a page with ten job descriptions in
 * dialogs inlined a third more rules for them); a dialog rendered open counts like the page.
 *
 * Each stylesheet is compiled once; matching a page is then a single pass over its HTML. Pages
 * of one shape (the same tags, classes, ids and attributes the stylesheet's selectors name, as
 * every page of the blog list has) get the same rules: the rules of the last shapes are kept, so
 * a page rendered for the first time costs the pass over its HTML and not the matching and
 * pruning again (about half of the work on a blog page).
 */

/** The rules of the stylesheet at `href` that `html` uses, or undefined for an unknown file. */
export type CriticalCss = (html: string, href: string) => string | undefined;

const alwaysKept = [
  // A native <details> opens without any script.
  /\[open\]/,
  /:open\b/,
  // The matcher drops a selector whose elements sit inside :where() or :not(), as Tailwind writes
  // its space-* and divide-* utilities and the post body's inline code; there are few.
  /^:where\(/,
  /:not\(/,
];

/** Page shapes whose rules are kept, per stylesheet: a few KB each. */
export const REMEMBERED_SHAPES = 32;

const fontFace = /@font-face\{[^{}]*\}/g;
// The extractor ends each @property rule with a stray ";", which makes browsers drop the rule after it.
const strayAfterRegistration = /(@property --[\w-]+\{[^{}]*\});/g;

export function createCriticalCss(readStylesheet: (href: string) => string | undefined): CriticalCss {
  type Sheet = {
    processor: ReturnType<typeof createProcessor>;
    fontFaces: string;
    /** The inlined rules by what the matcher kept (the same string for pages of one shape), then by the custom properties the page's own markup reads. */
    pruned: Map<string, Map<string, string>>;
  };
  const sheets = new Map<string, Sheet | undefined>();
  const sheetFor = (href: string) => {
    if (!sheets.has(href)) {
      const css = readStylesheet(href);
      sheets.set(
        href,
        css === undefined
          ? undefined
          : {
              processor: createProcessor([compileSheet(css, { href, allowRules: alwaysKept })], {
                inlineFonts: false,
                preloadFonts: false,
                keyframes: "critical",
                // Keyed by every token the scan found (a shape never gets another shape's rules).
                cache: { maxSize: REMEMBERED_SHAPES },
              }),
              // Every page sets text in the site's font, named through a custom property, which the
              // matcher does not follow: the faces are always kept.
              fontFaces: (css.match(fontFace) ?? []).join(""),
              pruned: new Map(),
            },
      );
    }
    return sheets.get(href);
  };
  return (html, href) => {
    const sheet = sheetFor(href);
    if (!sheet) return undefined;
    const matched = sheet.processor.extract(withClassEntitiesDecoded(withoutClosedDialogContents(html))).css;
    const readByPage = [...new Set(Array.from(html.matchAll(customPropertyUse), (match) => match[1]!))].sort();
    const byReads = remembered(sheet.pruned, matched, () => new Map<string, string>());
    return remembered(byReads, readByPage.join(" "), () =>
      sheet.fontFaces + withoutUnusedCustomProperties(withoutPropertiesFallback(matched.replace(strayAfterRegistration, "$1")), new Set(readByPage)),
    );
  };
}

/**
 * The value `map` keeps under `key`, made first if it has none. The entry used goes to the end of
 * the map's order, so that past REMEMBERED_SHAPES entries the first one, the least recently used,
 * is dropped.
 */
function remembered<Value>(map: Map<string, Value>, key: string, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) value = make();
  else map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED_SHAPES) map.delete(map.keys().next().value!);
  return value;
}

const propertiesFallbackStart = "@layer properties{";

/**
 * Drops Tailwind's `@layer properties` block: it gives the custom properties their initial values
 * in browsers without @property (Safari before 16.4, Firefox before 128), which every browser
 * that registers the properties ignores. It is over a kilobyte that a current browser never
 * applies, in the response that must fit the first round trip; older browsers get it from the
 * full stylesheet a moment after the first paint.
 */
export function withoutPropertiesFallback(css: string): string {
  const start = css.indexOf(propertiesFallbackStart);
  if (start === -1) return css;
  let depth = 0;
  for (let index = start + propertiesFallbackStart.length - 1; index < css.length; index++) {
    if (css[index] === "{") depth++;
    else if (css[index] === "}" && --depth === 0) return css.slice(0, start) + css.slice(index + 1);
  }
  return css;
}

// A <dialog> without the `open` attribute, up to its end tag (dialogs are not nested on this site).
const closedDialog = /(<dialog(?![^>]*\sopen[\s=>])[^>]*>)[\s\S]*?(<\/dialog>)/g;

/** The page without what its closed dialogs hold, which nothing shows before a script opens one. */
function withoutClosedDialogContents(html: string): string {
  return html.replace(closedDialog, "$1$2");
}

const attributeEntities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&amp;": "&" };

const classAttribute = /(\sclass=")([^"]*)"/g;
const entity = /&(?:lt|gt|quot|#x27|#39|amp);/g;

/**
 * The matcher reads class names as written, and React escapes the "&" and ">" of Tailwind's
 * arbitrary variants ("[&>*+*]:mt-5") in attributes: decoded in one pass, so "&amp;gt;" stays
 * "&gt;", and only in class attributes. Decoded anywhere else, what a visitor wrote (a comment
 * saying "<script>" or "<!--", in the text or in an island's props) would read as markup and hide
 * the rest of the page from the matcher, whose rules the page's first paint would then lack.
 */
function withClassEntitiesDecoded(html: string): string {
  return html.replace(classAttribute, (_attribute, start: string, value: string) => `${start}${value.replace(entity, (written) => attributeEntities[written]!)}"`);
}

const customPropertyDeclaration = /(?<=[{;])(--[\w-]+):[^;{}]*(?:;|(?=\}))/g;
const customPropertyUse = /var\((--[\w-]+)/g;
const customPropertyRegistration = /@property (--[\w-]+)\{[^{}]*\}/g;
// A rule left without declarations. The lookbehind starts each try only where a selector can
// start: without it, every position of a 30 KB stylesheet began a scan to the next brace, which
// cost more than the rest of the extraction.
const emptyRule = /(?<=^|[{};])[^{};]+\{\}/g;

/**
 * Drops custom property declarations and registrations (@property) nothing reads: the theme
 * declares every colour and size the whole site uses, most of which a page's own rules never
 * name. A declaration that only an unread declaration reads goes too, hence the loop. The full
 * stylesheet declares them all again.
 */
function withoutUnusedCustomProperties(css: string, readByPage: ReadonlySet<string>): string {
  for (;;) {
    const read = new Set([...readByPage, ...[...css.matchAll(customPropertyUse)].map((match) => match[1])]);
    const keepRead = (whole: string, name: string) => (read.has(name) ? whole : "");
    const pruned = css.replace(customPropertyRegistration, keepRead).replace(customPropertyDeclaration, keepRead).replace(emptyRule, "");
    if (pruned === css) return css;
    css = pruned;
  }
}
