import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import { DEFAULT_PAGE_CACHE_MAX_BYTES } from "#app/config/page-cache-max-bytes.ts";
import type { Database } from "#app/db/schema.ts";
import { CONTENT_AREAS, contentVersion } from "#app/lib/content-version.server.ts";
import type { BufferedResponse } from "./react-router-bridge.ts";
import { requestUrl } from "./request-url.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { inlineScriptHashes, plainBodyOf, type StaticFile } from "./static-files.ts";

/*
 * The blog, careers and content pages are rendered from the database, yet change only when staff or a
 * commenter write; the contact page is rendered per request only for its no-script answer
 * (?sent=1), which is not cached. Rendering costs milliseconds of React work per request, so the
 * rendered page (and its client-navigation `.data` twin) is kept in memory, precompressed, and served like
 * a prerendered file. It is rendered without a nonce, so its CSP lists the hashes of its inline
 * scripts, exactly as for prerendered pages.
 *
 * An address no route claims (the catch-all, app/routes/not-found.tsx) is answered by the root's
 * error page, whose content does not depend on the address: every such address shares one
 * rendering, kept under NOT_FOUND_KEY and sent with status 404, so scanners asking for thousands
 * of addresses cost neither renders nor entries. The one path-dependent detail, the menu entry
 * marked current for the address's first segment (`/services` marks Services), is left out:
 * the kept page is rendered at NOT_FOUND_KEY, whose segment no menu entry can have. Staff, media
 * and API addresses keep being rendered per request, as do the pages of a known route that
 * answer 404 (a missing post or page): only their loader can tell, and they mark their menu entry.
 *
 * An entry is valid while no write moved the content versions it was made at (see
 * app/lib/content-version.server.ts), and for at most MAX_AGE_MS, which bounds staleness should
 * another instance's write go unnoticed. An entry no longer valid is not served, but stays until
 * its page is rendered again: when the new rendering is the same page (same ETag), it takes over
 * the compressed copies, and no compression runs.
 *
 * Query strings are part of the key (?page=2), so the entries are bounded by the bytes they hold
 * together (their gzip and brotli copies, plus ENTRY_OVERHEAD_BYTES), evicting the least
 * recently used. The Map is the recency list, in insertion order: a hit moves its entry to the
 * end, eviction takes from the front. That is all an LRU needs here, so no library.
 */
const MAX_AGE_MS = 60_000;
// The key, the headers built for the entry, its CSP, ETag and bookkeeping: roughly, per entry.
export const ENTRY_OVERHEAD_BYTES = 2048;
// Rendered for every unknown address; `_` keeps its first segment out of any menu entry's (slugs have none).
const NOT_FOUND_KEY = "/_not-found";

const cacheablePaths = [
  /^\/blog(\/\d{1,12})?(\.data)?$/,
  /^\/careers(\.data)?$/,
  /^\/contactus(\.data)?$/,
  // Pages staff edit, once a publish has replaced their prerendered copy (server/prerendered-pages.ts).
  /^\/(_root\.data)?$/,
  /^\/solutions(\.data)?$/,
  /^\/(services|industries|solutions|aboutus)\/[a-z0-9-]{1,80}(\.data)?$/,
  // Pages served at an address of their own (app/model/standalone-pages.ts): the privacy notice.
  /^\/privacy(\.data)?$/,
];
// Parameters the cached pages read (?older=/?newer= page through a post's comments); any other (e.g. ?comment=posted, ?applied=1) varies the page per visit.
const cacheableParameters = new Set(["page", "category", "older", "newer", "_routes"]);
// Unknown addresses there keep the behaviour of their area (the console, files, form endpoints).
const renderedPerRequest = /^\/(admin|media|api)(\/|$)/i;

type Entry = {
  stamp: string;
  storedAt: number;
  file: StaticFile;
  bytes: number;
  /** Its brotli copy at FINAL_BROTLI_QUALITY: not asked for yet, being made, or made. */
  finalBrotli: "no" | "queued" | "made";
};

const brotli = promisify(zlib.brotliCompress);
/*
 * Two brotli copies. The first, at quality 6, is made as soon as the page is kept: on this site's
 * pages (60–100 KB of HTML) it takes 1–2 ms, while quality 9 took over 100 ms a page (its hasher
 * is slow on markup this repetitive), on the thread pool of a server that may have one core, so
 * that a crawler's first views of many pages slowed every request after them. A page asked for
 * again is then compressed at quality 11, one page at a time: 25–75 ms of a pool thread, for a
 * copy 8–10 % smaller, which on a blog post is what keeps the response within a new
 * connection's first round trip (ADR 009). The prerendered pages get quality 11 at build time.
 */
const FIRST_BROTLI_QUALITY = 6;
const FINAL_BROTLI_QUALITY = 11;
// Pages waiting for their final copy; more are left at the first copy until the queue has room.
const FINAL_BROTLI_QUEUE_MAX = 32;

function brotliAt(quality: number, body: Buffer): Promise<Buffer> {
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
const gzip = promisify(zlib.gzip);

export type RenderedPageCache = {
  /** The cache key of a GET/HEAD request for a cacheable page or an unknown address, or null. */
  keyFor(req: IncomingMessage): string | null;
  /** A valid entry for the key, without waiting: the hot path. */
  find(key: string): StaticFile | undefined;
  /**
   * Renders through `render` once for all concurrent callers; a cacheable result is stored and
   * returned as a file, anything else (a 404 of a known route, a redirect, an error) comes back as rendered.
   */
  fill(key: string, render: () => Promise<BufferedResponse>): Promise<StaticFile | BufferedResponse>;
  /** What is kept: the number of entries and the bytes they count for. */
  stats(): { entries: number; bytes: number };
};

export type RenderedPageCacheOptions = {
  /** Rewrites each kept page before it is compressed and hashed (the rewrites of prerendered pages, see optimize-page-html.ts). */
  optimizeHtml?: (html: string) => string;
  /** The bytes all entries may hold together (PAGE_CACHE_MAX_BYTES). */
  maxBytes?: number;
  /** Whether a page request for the path reaches only the catch-all route (not-found-paths.ts); unset, none does. */
  isNotFoundPath?: (pathname: string) => boolean;
};

export function createRenderedPageCache(db: Kysely<Database>, options: RenderedPageCacheOptions = {}): RenderedPageCache {
  const { optimizeHtml = (html: string) => html, maxBytes = DEFAULT_PAGE_CACHE_MAX_BYTES, isNotFoundPath = () => false } = options;
  const entries = new Map<string, Entry>();
  let heldBytes = 0;
  const pending = new Map<string, Promise<StaticFile | BufferedResponse>>();
  const stamp = () => CONTENT_AREAS.map((area) => contentVersion(db, area).current()).join(".");

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes;
  }

  function evictBeyondBudget() {
    for (const key of entries.keys()) {
      if (heldBytes <= maxBytes) return;
      remove(key);
    }
  }

  async function store(key: string, madeAt: string, rendered: BufferedResponse): Promise<StaticFile | BufferedResponse> {
    const contentType = rendered.headers.get("content-type") ?? "";
    const notFoundPage = key === NOT_FOUND_KEY;
    const cacheable =
      rendered.status === (notFoundPage ? 404 : 200) &&
      !rendered.headers.has("set-cookie") &&
      !/no-store|private/.test(rendered.headers.get("cache-control") ?? "") &&
      (notFoundPage ? /^text\/html/ : /^(text\/html|text\/x-script)/).test(contentType);
    if (!cacheable) return rendered;
    const body = contentType.startsWith("text/html") ? Buffer.from(optimizeHtml(rendered.body.toString("utf8"))) : rendered.body;
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    // A page rendered again as it was (its entry expired, or a write elsewhere moved the stamp)
    // keeps the compressed copies made for it before, the final brotli one included.
    const previous = entries.get(key);
    const unchanged = previous?.file.etag === etag ? previous : undefined;
    // Otherwise the page is answered and kept with gzip at once, and a brotli copy joins it when ready.
    const gzipBody = unchanged?.file.gzip ?? (await gzip(body, { level: 9 }));
    // Kept compressed only (see StaticFile.body): the plain copy was three quarters of an entry's bytes.
    const file: StaticFile = {
      plainLength: body.length,
      gzip: gzipBody,
      ...(unchanged?.file.brotli ? { brotli: unchanged.file.brotli } : {}),
      contentType,
      etag,
      // The not-found page keeps what React Router sends with it today: no caching instructions.
      ...(notFoundPage ? { status: 404 } : { cacheControl: "public, max-age=0, must-revalidate" }),
      csp: contentType.startsWith("text/html")
        ? contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) })
        : undefined,
    };
    // A write during the render moved the stamp: serve this once but do not keep it.
    if (madeAt !== stamp()) return { ...file, body };
    remove(key);
    const entry: Entry = {
      stamp: madeAt,
      storedAt: Date.now(),
      file,
      bytes: gzipBody.length + (file.brotli?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
      finalBrotli: unchanged?.finalBrotli === "made" ? "made" : "no",
    };
    // A page larger than the whole budget is served, never kept: it would only push out everything else.
    if (entry.bytes > maxBytes) return { ...file, body };
    entries.set(key, entry);
    heldBytes += entry.bytes;
    evictBeyondBudget();
    if (!file.brotli) {
      void brotliAt(FIRST_BROTLI_QUALITY, body)
        .then((brotliBody) => {
          // The final copy came first, or the entry went meanwhile.
          if (!entry.file.brotli) setBrotli(key, entry, brotliBody);
        })
        .catch(() => undefined);
    }
    return file;
  }

  /** Gives the kept entry its brotli copy, in place of any it had; nothing if the entry is gone or the copy would not fit. */
  function setBrotli(key: string, entry: Entry, brotliBody: Buffer) {
    const growth = brotliBody.length - (entry.file.brotli?.length ?? 0);
    // Gone meanwhile (evicted, replaced, expired), or the copy would take it past the budget on its own.
    if (entries.get(key) !== entry || entry.bytes + growth > maxBytes) return;
    entry.file = { ...entry.file, brotli: brotliBody };
    entry.bytes += growth;
    heldBytes += growth;
    evictBeyondBudget();
  }

  // The final brotli copies are made one at a time, in the order their pages were asked for again.
  let finalBrotliQueue: Promise<void> = Promise.resolve();
  let finalBrotliQueued = 0;
  function queueFinalBrotli(key: string, entry: Entry) {
    if (finalBrotliQueued >= FINAL_BROTLI_QUEUE_MAX) return;
    entry.finalBrotli = "queued";
    finalBrotliQueued += 1;
    finalBrotliQueue = finalBrotliQueue
      .then(async () => {
        if (entries.get(key) !== entry) return;
        const finalBody = await brotliAt(FINAL_BROTLI_QUALITY, plainBodyOf(entry.file));
        if (entries.get(key) !== entry) return;
        setBrotli(key, entry, finalBody);
        entry.finalBrotli = "made";
      })
      .catch(() => undefined)
      .finally(() => {
        finalBrotliQueued -= 1;
      });
  }

  /** NOT_FOUND_KEY for a page request no route but the catch-all claims, whatever its query; else null. */
  function notFoundKeyFor(req: IncomingMessage): string | null {
    // The URL React Router would see; none (a bad Host or target) is answered 400 further on.
    const url = requestUrl(req, "http");
    if (!url || renderedPerRequest.test(url.pathname)) return null;
    return isNotFoundPath(url.pathname) ? NOT_FOUND_KEY : null;
  }

  return {
    keyFor(req) {
      if (req.method !== "GET" && req.method !== "HEAD") return null;
      // Most requests are for other paths: settle those before parsing anything.
      if (!/^\/(blog|careers|contactus|services|industries|solutions|aboutus|privacy|_root\.data|\?|$)/.test(req.url ?? "")) return notFoundKeyFor(req);
      const url = new URL(req.url ?? "/", "http://cache.invalid");
      if (!cacheablePaths.some((pattern) => pattern.test(url.pathname))) return notFoundKeyFor(req);
      for (const name of url.searchParams.keys()) if (!cacheableParameters.has(name)) return null;
      url.searchParams.sort();
      return url.pathname + url.search;
    },
    find(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.stamp === stamp() && Date.now() - entry.storedAt < MAX_AGE_MS) {
        // Used now: to the end of the recency order.
        entries.delete(key);
        entries.set(key, entry);
        if (entry.finalBrotli === "no") queueFinalBrotli(key, entry);
        return entry.file;
      }
      // Left in place until the page is rendered again, which may find it unchanged (see store).
      return undefined;
    },
    fill(key, render) {
      const running = pending.get(key);
      if (running) return running;
      const madeAt = stamp();
      const result = render()
        .then((rendered) => store(key, madeAt, rendered))
        .finally(() => pending.delete(key));
      pending.set(key, result);
      return result;
    },
    stats: () => ({ entries: entries.size, bytes: heldBytes }),
  };
}
