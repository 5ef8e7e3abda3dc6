import type { IncomingMessage } from "node:http";
import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import type { BufferedResponse } from "./react-router-bridge.ts";
import { createRenderedPageCache, ENTRY_OVERHEAD_BYTES, type RenderedPageCacheOptions } from "./rendered-page-cache.ts";
import type { StaticFile } from "./static-files.ts";

const PAGE_BYTES = 100 * 1024;
// Two pages of PAGE_BYTES fit (their compressed copies are a few hundred bytes), a third does not.
const BUDGET = 250 * 1024;

/** A fresh cache on a database handle of its own: content versions are kept per handle. */
function newCache(options: RenderedPageCacheOptions = {}) {
  const db = {} as Kysely<Database>;
  return { db, cache: createRenderedPageCache(db, { maxBytes: BUDGET, ...options }) };
}

function page(name: string, bytes = PAGE_BYTES, status = 200): BufferedResponse {
  const html = `<!DOCTYPE html><title>${name}</title>`;
  return { status, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body: Buffer.from(html.padEnd(bytes, "<p>text</p>")) };
}

function request(url: string, method = "GET"): IncomingMessage {
  return { method, url, headers: { host: "localhost" } } as unknown as IncomingMessage;
}

async function fillPage(cache: ReturnType<typeof newCache>["cache"], key: string, bytes = PAGE_BYTES) {
  return cache.fill(key, () => Promise.resolve(page(key, bytes)));
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
    // Its brotli copy, made in the background, counts too: wait for it so the count holds still.
    await vi.waitFor(() => expect(cache.find("/blog/1")?.brotli).toBeDefined());
    const before = cache.stats();
    const served = await fillPage(cache, "/blog/2", BUDGET + 1);
    expect(served).toMatchObject({ contentType: "text/html; charset=utf-8" });
    expect((served as StaticFile).body.length).toBe(BUDGET + 1);
    expect(cache.find("/blog/2")).toBeUndefined();
    expect(cache.find("/blog/1")).toBeDefined();
    expect(cache.stats()).toEqual(before);
  });

  it("counts the plain, gzip and brotli copies of a page, the brotli one once it is made", async () => {
    const { cache } = newCache();
    const served = (await fillPage(cache, "/careers")) as StaticFile;
    expect(cache.stats().bytes).toBe(served.body.length + served.gzip!.length + ENTRY_OVERHEAD_BYTES);
    await vi.waitFor(() => expect(cache.find("/careers")?.brotli).toBeDefined());
    const kept = cache.find("/careers")!;
    expect(cache.stats().bytes).toBe(kept.body.length + kept.gzip!.length + kept.brotli!.length + ENTRY_OVERHEAD_BYTES);
  });

  it("drops a page once a write moves the content version", async () => {
    const { db, cache } = newCache();
    await fillPage(cache, "/careers");
    contentVersion(db, "careers").bump();
    expect(cache.find("/careers")).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
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
