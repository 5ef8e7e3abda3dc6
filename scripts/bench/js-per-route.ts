// How much JavaScript each public page makes the browser fetch, gzip -9, as shipped by the build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { elementsDefinedAtLoad, markupHolds } from "#app/elements-defined-at-load.ts";
import { ELEMENTS_LOADED_ON_FIRST_FOCUS } from "#app/elements-loaded-on-first-focus.ts";
import { loadsEntryAtFirstGesture } from "../../server/optimize-page-html.ts";
import { findStartAfterPaintPath } from "../../server/start-after-paint-asset.ts";

export type RouteScripts = { path: string; files: number; rawBytes: number; gzipBytes: number; islands: string[] };

const asset = /\/assets\/[\w.-]+\.js/g;
const loadedOnFirstFocus = new Set<string>(ELEMENTS_LOADED_ON_FIRST_FOCUS);

/**
 * Every /assets/*.js a page names up front: `<script src>`, `<link rel="modulepreload">` and every
 * asset its inline scripts name (the client entry, imported once the page has loaded and painted:
 * see server/optimize-page-html.ts).
 */
export function scriptsIn(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g) ?? []) for (const url of tag.match(asset) ?? []) found.add(url);
  for (const tag of html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? []) for (const url of tag.match(asset) ?? []) found.add(url);
  for (const body of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
    if (/^<script[^>]*type="(application\/(ld\+)?json|speculationrules)"/.test(body)) continue;
    for (const url of body.match(asset) ?? []) found.add(url);
  }
  return [...found].sort();
}

/** The islands a page holds (app/islands), by name. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([\w-]+)"/g)].map((match) => match[1]!))].sort();
}

// A chunk's static imports, as the build writes them: `import"./a.js"`, `import{x as y}from"./b.js"`.
const staticImport = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]*?from\s*)?"\.\/([\w.-]+\.js)"/g;

function withStaticImports(clientDirectory: string, urls: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const pending = [...urls];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(path.join(clientDirectory, url), "utf8");
    for (const match of code.matchAll(staticImport)) pending.push(`/assets/${match[1]}`);
  }
  return found;
}

/** The chunks whose file name is `prefix-` followed by the build's hash. */
function chunksNamed(clientDirectory: string, prefix: string): string[] {
  return readdirSync(path.join(clientDirectory, "assets"))
    .filter((file) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(file))
    .map((file) => `/assets/${file}`);
}

/** The one chunk whose file name is `prefix-` followed by the build's hash. */
function chunkNamed(clientDirectory: string, prefix: string): string {
  const matches = chunksNamed(clientDirectory, prefix);
  if (matches.length !== 1) throw new Error(`expected one /assets/${prefix}-<hash>.js, found ${matches.length}`);
  return matches[0]!;
}

/** The site's custom elements a page's markup holds, by tag name without the `kairav-` prefix. */
export function customElementsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/<kairav-([\w-]+)/g)].map((match) => match[1]!))].sort();
}

/**
 * The module of each custom element (tag name without `kairav-`) the client entry loads apart:
 * app/define-custom-elements.ts names it `<tag>-element.ts`, so its chunk is
 * `<tag>-element-<hash>.js`; the elements of every page are in the entry itself, and have none.
 */
function elementChunks(elements: readonly string[], clientDirectory: string): string[] {
  return elements.flatMap((element) => chunksNamed(clientDirectory, `${element}-element`));
}

/**
 * What a public page starts loading before the visitor's first gesture: what it names up front,
 * and the modules of the custom elements in its markup that it defines at load
 * (app/elements-defined-at-load.ts); on a page without any of those, only the script that waits
 * for the paint and then for the gesture (app/start-after-paint.ts). A page view sampled for web
 * vitals also loads the reporter after the paint (one in ten by default); it is not counted here.
 */
function rootsBeforeGesture(html: string, clientDirectory: string): string[] {
  if (loadsEntryAtFirstGesture(html)) {
    const startAfterPaint = findStartAfterPaintPath(scriptsIn(html));
    return startAfterPaint ? [startAfterPaint] : [];
  }
  const atLoad = elementsDefinedAtLoad(markupHolds(html));
  return [...scriptsIn(html), ...elementChunks(customElementsIn(html).filter((element) => atLoad.has(`kairav-${element}`)), clientDirectory)];
}

/** The scripts a public page loads before the visitor's first gesture: rootsBeforeGesture with their static imports. */
export function scriptsLoadedBeforeGesture(html: string, clientDirectory: string): string[] {
  return [...withStaticImports(clientDirectory, rootsBeforeGesture(html, clientDirectory))].sort();
}

/**
 * Every script a public page loads before it is interactive: those it loads before a gesture,
 * the modules of the rest of its custom elements (defined at the first gesture) and, when it
 * holds islands, the island hydration (React) and each island's module, with theirs. Code loaded
 * later on demand (the form schema when the visitor types, the toast library when a form answers,
 * the web-vitals reporter) is not counted.
 */
export function scriptsLoadedBy(html: string, clientDirectory: string): string[] {
  const roots = [...scriptsIn(html), ...elementChunks(customElementsIn(html).filter((element) => !loadedOnFirstFocus.has(`kairav-${element}`)), clientDirectory)];
  const islands = islandsIn(html);
  if (islands.length > 0) {
    // hydrate-islands imports React DOM (hydrate-island's chunk) by a dynamic import, which
    // withStaticImports does not follow: every island loads it.
    roots.push(chunkNamed(clientDirectory, "hydrate-islands"), chunkNamed(clientDirectory, "hydrate-island"));
    for (const island of islands) roots.push(chunkNamed(clientDirectory, `${island}-island`));
  }
  return [...withStaticImports(clientDirectory, roots)].sort();
}

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
export function sizesOf(clientDirectory: string, url: string) {
  let sizes = gzipSizes.get(url);
  if (!sizes) {
    const body = readFileSync(path.join(clientDirectory, url));
    sizes = { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    gzipSizes.set(url, sizes);
  }
  return sizes;
}

/** Fetches each page from the running server and adds up the gzip size of the scripts it loads. */
export async function measureScripts(origin: string, paths: string[], clientDirectory: string): Promise<RouteScripts[]> {
  const results: RouteScripts[] = [];
  for (const pagePath of paths) {
    const response = await fetch(`${origin}${pagePath}`);
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const html = await response.text();
    const scripts = scriptsLoadedBy(html, clientDirectory);
    if (scripts.length === 0) throw new Error(`${pagePath} loads no /assets/*.js: the page markup changed, update scriptsIn()`);
    const sizes = scripts.map((url) => sizesOf(clientDirectory, url));
    results.push({
      path: pagePath,
      files: scripts.length,
      rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      islands: islandsIn(html),
    });
  }
  return results;
}
