import type { Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { cachedBlogRead, invalidateBlogCache } from "./blog-cache.server.ts";

// The cache only uses the handle as a key, so a bare object stands in for a database here.
const fakeDb = () => ({}) as Kysely<Database>;

describe("cachedBlogRead", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads once per key until the blog changes", async () => {
    const db = fakeDb();
    const load = vi.fn(async () => "page");
    expect(await cachedBlogRead(db, "list::1", load)).toBe("page");
    expect(await cachedBlogRead(db, "list::1", load)).toBe("page");
    expect(load).toHaveBeenCalledTimes(1);
    invalidateBlogCache(db);
    await cachedBlogRead(db, "list::1", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent requests for a cold key", async () => {
    const db = fakeDb();
    let resolve!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const first = cachedBlogRead(db, "post:1", load);
    const second = cachedBlogRead(db, "post:1", load);
    resolve("post");
    expect(await Promise.all([first, second])).toEqual(["post", "post"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not remember a failed load", async () => {
    const db = fakeDb();
    await expect(cachedBlogRead(db, "sidebar", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cachedBlogRead(db, "sidebar", async () => "ok")).toBe("ok");
  });

  it("keeps caches of different databases apart", async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    await cachedBlogRead(a, "post:1", async () => "from a");
    expect(await cachedBlogRead(b, "post:1", async () => "from b")).toBe("from b");
    invalidateBlogCache(b);
    expect(await cachedBlogRead(a, "post:1", async () => "reloaded")).toBe("from a");
  });

  it("reloads an entry after a minute, so writes from another instance show up", async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    const load = vi.fn(async () => "page");
    await cachedBlogRead(db, "feed", load);
    vi.advanceTimersByTime(59_000);
    await cachedBlogRead(db, "feed", load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cachedBlogRead(db, "feed", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("holds at most 500 entries, dropping the oldest", async () => {
    const db = fakeDb();
    for (let page = 1; page <= 501; page += 1) await cachedBlogRead(db, `list::${page}`, async () => page);
    const load = vi.fn(async () => 0);
    await cachedBlogRead(db, "list::501", load);
    expect(load).not.toHaveBeenCalled();
    await cachedBlogRead(db, "list::1", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps an entry read on every page while a crawler walks through more posts than it holds", async () => {
    const db = fakeDb();
    const loadSidebar = vi.fn(async () => "sidebar");
    await cachedBlogRead(db, "sidebar", loadSidebar);
    for (let post = 1; post <= 1_000; post += 1) {
      await cachedBlogRead(db, `post:${post}`, async () => post);
      await cachedBlogRead(db, "sidebar", loadSidebar);
    }
    expect(loadSidebar).toHaveBeenCalledTimes(1);
  });
});
