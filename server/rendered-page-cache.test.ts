import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import type { BufferedResponse } from "./react-router-bridge.ts";
import { createRenderedPageCache, ENTRY_OVERHEAD_BYTES, type RenderedPageCacheOptions } from "./rendered-page-cache.ts";
import { plainBodyOf, type StaticFile } from "./static-files.ts";

const PAGE_BYTES = 100 * 1024;
// A page of PAGE_BYTES of random text keeps about 77 KB of gzip and as much of brotli: two fit, a third does not.
const BUDGET = 400 * 1024;

/** A fresh cache on a database handle of its own: content versions are kept per handle. */
function newCache(options: RenderedPageCacheOptions = {}) {
  const db = {} as Kysely<Database>;
  return { db, cache: createRenderedPageCache(db, { maxBytes: BUDGET, ...options }) };
}

/** A page of `bytes` bytes; random text, so that its compressed copies are nearly as large as it is. */
function page(name: string, bytes = PAGE_BYTES, status = 200): BufferedResponse {
  const html = `<!DOCTYPE html><title>${name}</title><p>${randomBytes(bytes).toString("base64")}`.slice(0, bytes);
  return { status, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body: Buffer.from(html) };
}

function request(url: string, method = "GET"): IncomingMessage {
  return { method, url, headers: { host: "localhost" } } as unknown as IncomingMessage;
}

/** A page of repetitive markup, as the site's are: brotli's best quality makes it clearly smaller than its first copy. */
function markupPage(): BufferedResponse {
  const items = Array.from({ length: 400 }, (_, index) => `<li class="card p-6 sm:p-10"><a href="/blog/${index}" class="font-semibold text-brand-700 hover:underline">Post ${index * 7919}</a><p class="mt-2 text-sm text-slate-600">${(index * 104729).toString(36)} words</p></li>`);
  return { status: 200, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body: Buffer.from(`<!DOCTYPE html><title>Blog</title><ul>${items.join("")}</ul>`) };
}

/**
 * Fills the page and waits for its first brotli copy, made in the background, so that the counted
 * bytes hold still. It does not ask for the page (find): that would queue its final copy, which
 * could land in the middle of a test.
 */
async function fillPage(cache: ReturnType<typeof newCache>["cache"], key: string, bytes = PAGE_BYTES) {
  const served = await cache.fill(key, () => Promise.resolve(page(key, bytes)));
  const bytesBefore = cache.stats().bytes;
  // A kept page comes back without its plain bytes; one served but not kept, with them.
  const kept = (served as StaticFile).body === undefined;
  if (kept) await vi.waitFor(() => expect(cache.stats().bytes).not.toBe(bytesBefore));
  return served;
}

describe("rendered page cache", () => {
  it("evicts the least recently used page once the pages hold more bytes than the budget", async () => {
    const { cache } = newCache();
    await fillPage(cache, "/blog/1");
    await fillPage(cache, "/blog/2");
    await fillPage(cache, "/blog/3");
    expect(cache.find("/blog/1")).toBeUndefined();
    expect(cache.find("/blog/2")).toBeDefined();
    expect(cache.find("/blog/3")).toBeDefined();
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(BUDGET);
  });

  it("keeps a page it just served over one filled earlier", async () => {
    const { cache } = newCache();
    await fillPage(cache, "/blog/1");
    await fillPage(cache, "/blog/2");
    expect(cache.find("/blog/1")).toBeDefined();
    await fillPage(cache, "/blog/3");
    expect(cache.find("/blog/1")).toBeDefined();
    expect(cache.find("/blog/2")).toBeUndefined();
    expect(cache.find("/blog/3")).toBeDefined();
  });

  it("serves a page larger than the whole budget without keeping it or dropping the others", async () => {
    const { cache } = newCache();
    await fillPage(cache, "/blog/1");
    const before = cache.stats();
    // Its gzip copy alone is about 1.5 times the budget.
    const served = await fillPage(cache, "/blog/2", 2 * BUDGET);
    expect(served).toMatchObject({ contentType: "text/html; charset=utf-8" });
    expect((served as StaticFile).body?.length).toBe(2 * BUDGET);
    expect(cache.find("/blog/2")).toBeUndefined();
    expect(cache.find("/blog/1")).toBeDefined();
    expect(cache.stats()).toEqual(before);
  });

  it("keeps a page's gzip and brotli copies, not its plain bytes, and counts the brotli copy once it is made", async () => {
    const { cache } = newCache();
    const rendered = page("/careers");
    const served = (await cache.fill("/careers", () => Promise.resolve(rendered))) as StaticFile;
    expect(served.body).toBeUndefined();
    expect(served.plainLength).toBe(rendered.body.length);
    expect(plainBodyOf(served).equals(rendered.body)).toBe(true);
    expect(cache.stats().bytes).toBe(served.gzip!.length + ENTRY_OVERHEAD_BYTES);
    await vi.waitFor(() => expect(cache.find("/careers")?.brotli).toBeDefined());
    const kept = cache.find("/careers")!;
    expect(zlib.brotliDecompressSync(kept.brotli!).equals(rendered.body)).toBe(true);
    expect(cache.stats().bytes).toBe(kept.gzip!.length + kept.brotli!.length + ENTRY_OVERHEAD_BYTES);
  });

  it("stops serving a page once a write moves the content version, and replaces it with the next rendering", async () => {
    const { db, cache } = newCache();
    await fillPage(cache, "/careers");
    contentVersion(db, "careers").bump();
    expect(cache.find("/careers")).toBeUndefined();
    const rendered = page("/careers, changed");
    await cache.fill("/careers", () => Promise.resolve(rendered));
    const kept = cache.find("/careers")!;
    expect(plainBodyOf(kept).equals(rendered.body)).toBe(true);
    expect(cache.stats().entries).toBe(1);
  });

  it("compresses a page asked for again at brotli's best quality, smaller than its first copy", async () => {
    const { cache } = newCache();
    const rendered = markupPage();
    const served = (await cache.fill("/blog", () => Promise.resolve(rendered))) as StaticFile;
    // The first brotli copy joins without the page being asked for again (stats, unlike find, is no request).
    const withoutBrotli = served.gzip!.length + ENTRY_OVERHEAD_BYTES;
    await vi.waitFor(() => expect(cache.stats().bytes).toBeGreaterThan(withoutBrotli));
    const withFirstCopy = cache.stats().bytes;
    expect(cache.find("/blog")).toBeDefined();
    await vi.waitFor(() => expect(cache.stats().bytes).toBeLessThan(withFirstCopy));
    const final = cache.find("/blog")!;
    expect(final.brotli!.length).toBeLessThan(withFirstCopy - withoutBrotli);
    expect(zlib.brotliDecompressSync(final.brotli!).equals(rendered.body)).toBe(true);
    expect(cache.stats().bytes).toBe(final.gzip!.length + final.brotli!.length + ENTRY_OVERHEAD_BYTES);
  });

  it("keeps the compressed copies of a page rendered again unchanged", async () => {
    const { db, cache } = newCache();
    const render = vi.fn(() => Promise.resolve(markupPage()));
    await cache.fill("/blog", render);
    await vi.waitFor(() => expect(cache.find("/blog")?.brotli).toBeDefined());
    const before = cache.find("/blog")!;
    contentVersion(db, "blog").bump();
    expect(cache.find("/blog")).toBeUndefined();
    const again = (await cache.fill("/blog", render)) as StaticFile;
    expect(render).toHaveBeenCalledTimes(2);
    expect(again.gzip).toBe(before.gzip);
    expect(again.brotli).toBe(before.brotli);
  });
});

describe("the not-found page in the rendered page cache", () => {
  const unknown = new Set(["/no-such-page", "/wp-login.php", "/admin/no-such", "/media/a/b", "/api/no-such", "/blogs", "/_not-found"]);
  const isNotFoundPath = (pathname: string) => unknown.has(pathname);

  it("gives every unknown address one key, whatever its query", () => {
    const { cache } = newCache({ isNotFoundPath });
    const key = cache.keyFor(request("/no-such-page"));
    expect(key).not.toBeNull();
    for (const url of ["/wp-login.php", "/no-such-page?x=1", "/wp-login.php?a=b&c=d", "/blogs"]) expect(cache.keyFor(request(url)), url).toBe(key);
    expect(cache.keyFor(request("/no-such-page", "HEAD"))).toBe(key);
  });

  it("leaves staff, media and API addresses, posts and known pages to their routes", () => {
    const { cache } = newCache({ isNotFoundPath });
    for (const url of ["/admin/no-such", "/media/a/b", "/api/no-such"]) expect(cache.keyFor(request(url)), url).toBeNull();
    expect(cache.keyFor(request("/no-such-page", "POST"))).toBeNull();
    expect(cache.keyFor(request("/blog/999999"))).toBe("/blog/999999");
    expect(newCache().cache.keyFor(request("/no-such-page"))).toBeNull();
  });

  it("keeps one 404 rendering for all of them, and renders it again after a write", async () => {
    const { db, cache } = newCache({ isNotFoundPath });
    const render = vi.fn(() => Promise.resolve(page("Not Found", 4096, 404)));
    const key = cache.keyFor(request("/no-such-page"))!;
    const first = (await cache.fill(key, render)) as StaticFile;
    expect(first.status).toBe(404);
    expect(cache.find(cache.keyFor(request("/wp-login.php?x=1"))!)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats().entries).toBe(1);

    contentVersion(db, "pages").bump();
    expect(cache.find(key)).toBeUndefined();
    await cache.fill(key, render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("does not keep a known route's 404", async () => {
    const { cache } = newCache({ isNotFoundPath });
    const rendered = await cache.fill("/blog/999999", () => Promise.resolve(page("Not Found", 4096, 404)));
    expect(rendered).toMatchObject({ status: 404 });
    expect("etag" in rendered).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });
});
