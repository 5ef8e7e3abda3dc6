// How much JavaScript each public page makes the browser fetch, gzip -9, as shipped by the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export type RouteScripts = { path: string; files: number; rawBytes: number; gzipBytes: number };

/**
 * Every /assets/*.js a page loads up front: `<script src>`, `<link rel="modulepreload">`
 * and every asset its inline scripts name (React Router's hydration entry, and the preloads
 * it adds once the page has loaded: see server/optimize-page-html.ts).
 */
export function scriptsIn(html: string): string[] {
  const found = new Set<string>();
  const asset = /\/assets\/[\w.-]+\.js/g;
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g) ?? []) for (const url of tag.match(asset) ?? []) found.add(url);
  for (const tag of html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? []) for (const url of tag.match(asset) ?? []) found.add(url);
  for (const body of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
    if (/^<script[^>]*type="application\/(ld\+)?json"/.test(body)) continue;
    for (const url of body.match(asset) ?? []) found.add(url);
  }
  return [...found].sort();
}

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
function sizesOf(clientDirectory: string, url: string) {
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
    const scripts = scriptsIn(await response.text());
    if (scripts.length === 0) throw new Error(`${pagePath} loads no /assets/*.js: the page markup changed, update scriptsIn()`);
    const sizes = scripts.map((url) => sizesOf(clientDirectory, url));
    results.push({
      path: pagePath,
      files: scripts.length,
      rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
    });
  }
  return results;
}
