import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";

/*
 * Crawlers fetch the sitemaps often and they change only when staff publish, so what they are
 * made of (the plan of the blog's files, the list of pages) and the rendered files are kept in
 * memory. An entry is valid while the pages' and the blog's content versions it was made at are
 * current (every publish moves one: content-version.server.ts), on the day it was made (a
 * scheduled post joins at midnight without any write), and for at most MAX_AGE_MS, which bounds
 * staleness should another instance's write go unnoticed. That is longer than for the pages' caches:
 * the sitemaps go out with max-age=3600 anyway, and dating every post reads each post's whole row
 * (on SQLite its text too, stored before the date): about 0.15 s per 10,000 posts of 8 KB.
 */
const MAX_AGE_MS = 10 * 60_000;
// A file of the blog holds up to 10,000 URLs, about 0.8 MB of XML: at most this many entries
// stay, the least recently read dropped first, so a blog of many files cannot grow memory without bound.
const MAX_ENTRIES = 24;

type Entry = { storedAt: number; value: Promise<unknown> };
/** Every entry of one database handle, all made at `stamp`. */
type Cache = { stamp: string; entries: Map<string, Entry> };

const caches = new WeakMap<Kysely<Database>, Cache>();

function stampOf(db: Kysely<Database>): string {
  return `${contentVersion(db, "pages").current()}.${contentVersion(db, "blog").current()}.${lastPublicDate()}`;
}

/** The value of `key`, loaded once for all concurrent readers and kept until the content moves on. */
export function cachedSitemapRead<T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
  const stamp = stampOf(db);
  let cache = caches.get(db);
  if (!cache || cache.stamp !== stamp) {
    // Everything made before the write (or the day) is stale: dropped all at once. A load still
    // running lands in the dropped map, so it is not kept either.
    cache = { stamp, entries: new Map() };
    caches.set(db, cache);
  }
  const { entries } = cache;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.storedAt < MAX_AGE_MS) {
    // Read again: moves to the end of the eviction order.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry: Entry = { storedAt: now, value };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  // A failed load is not remembered: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
