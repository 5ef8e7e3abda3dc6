import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";

/*
 * Blog pages are read far more often than they change, so their data (queries plus Markdown
 * rendering) is cached in memory, keyed by what the page shows: `list:<category>:<page>`,
 * `post:<id>`, `sidebar`, `feed`. An entry is valid while the blog version it was made at is
 * current (any write bumps it), and for at most MAX_AGE_MS, which bounds how stale a page can be
 * when another instance wrote (see content-version.server.ts for shared invalidation).
 */
const MAX_AGE_MS = 60_000;
// Keys come partly from the URL (?page=), so the number of entries is capped; past the cap the
// least recently used entry goes.
const MAX_ENTRIES = 500;

type Entry = { version: number; storedAt: number; value: Promise<unknown> };

const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

export async function cachedBlogRead<T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const version = contentVersion(db, "blog").current();
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.version === version && now - hit.storedAt < MAX_AGE_MS) {
    // Used last, dropped last: the entries every page reads (the sidebar) stay while a crawler
    // walks through hundreds of posts, each an entry of its own.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }

  if (hit && hit.version !== version) {
    // Every entry made before the write is stale: drop them all at once.
    for (const [entryKey, entry] of cache) if (entry.version !== version) cache.delete(entryKey);
  }
  // The promise is stored at once, so concurrent requests for a cold key share one load.
  const value = load();
  const entry: Entry = { version, storedAt: now, value };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A failed load is not remembered: the next request tries again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Called after every committed write to posts, categories or comments. */
export function invalidateBlogCache(db: Kysely<Database>): void {
  contentVersion(db, "blog").bump();
}
