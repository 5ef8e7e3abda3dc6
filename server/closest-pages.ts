import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { fillClosestPages } from "#app/features/search/closest-pages-markup.ts";
import { type ClosestPage, type ClosestPageIndex, findClosestPages, indexClosestPages } from "#app/features/search/closest-pages.ts";
import { listClosestPageCandidates } from "#app/features/search/list-closest-page-candidates.server.ts";
import { CONTENT_AREAS, contentVersion } from "#app/lib/content-version.server.ts";
import type { Logger } from "./logger.ts";
import type { BufferedResponse } from "./react-router-bridge.ts";
import { requestUrl } from "./request-url.ts";
import { sendStaticFile } from "./send-static-file.ts";
import { plainBodyOf, type StaticFile } from "./static-files.ts";

/*
 * The not-found page's closest pages, per unknown address, without giving up what the shared
 * rendering of that page is for (rendered-page-cache.ts: an unknown address costs no render and
 * no entry there):
 * - The candidates (the site's pages, open jobs and sections by address, title and kind, a few
 *   hundred short rows at most: no posts) are read once, indexed and held in memory, read again
 *   when a content version or the date moves, so an unknown address costs no database query.
 * - Scoring an address against the index (features/search/closest-pages.ts) costs a few map
 *   lookups and a handful of edit distances, however many candidates there are. A non-empty
 *   answer is kept per path in a small LRU, so a repeated address costs a lookup; an empty one
 *   (most of what scanners ask for) is not kept: working it out again costs less than the entry
 *   and the eviction it would take, and scanners' endless distinct paths leave nothing behind.
 * - The shared rendering holds the list as a hidden template; an address with closest pages gets
 *   it filled, and that copy gzipped at a fast level (about a millisecond for the page). The
 *   filled copies are kept per list of closest pages, not per path (FILLED_MAX of them): the
 *   many addresses that share their words ("/kubernetes-jobs-1", "-2"…) share one copy. An
 *   address without any gets the shared file as it is.
 * - A known route's not-found page (a missing post, a mistyped page slug under /services/) is
 *   rendered per request anyway; its template is filled the same way before it is sent.
 */

/** Paths whose answer is kept; each holds at most CLOSEST_PAGES_MAX short links. */
const ANSWERS_MAX = 2_000;
/** The longest path scored and kept; a longer one is answered without closest pages. */
const PATH_LENGTH_MAX = 300;
/** Filled copies of the shared page kept, one per distinct list of closest pages: each is the page plus its gzip. */
const FILLED_MAX = 32;
/** While the database cannot be read, how long before asking again. */
const RETRY_AFTER_MS = 1_000;

export type ServedClosestPages = {
  /** Sends the shared not-found page, its closest pages filled in for the request's path when it has any. */
  send(req: IncomingMessage, res: ServerResponse, notFoundPage: StaticFile): void;
  /** A not-found page rendered for this request (a known route's: a missing post or page), its closest pages filled in. */
  fill(req: IncomingMessage, rendered: BufferedResponse): Promise<BufferedResponse>;
};

export function serveClosestPages(options: { db: Kysely<Database>; logger: Logger }): ServedClosestPages {
  const { db, logger } = options;
  const stamp = () => `${CONTENT_AREAS.map((area) => contentVersion(db, area).current()).join(".")}@${lastPublicDate()}`;
  let candidates: ClosestPageIndex = indexClosestPages([]);
  let loadedStamp: string | null = null;
  let loading: Promise<void> | null = null;
  let failedAt = 0;
  // In recency order: a hit moves to the end, eviction takes from the front (as the page cache does).
  const answers = new Map<string, ClosestPage[]>();

  function reload(): Promise<void> {
    if (loading) return loading;
    if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.resolve();
    const target = stamp();
    loading = listClosestPageCandidates(db, lastPublicDate())
      .then((rows) => {
        candidates = indexClosestPages(rows);
        loadedStamp = target;
        answers.clear();
      })
      .catch((error: unknown) => {
        failedAt = Date.now();
        logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, "could not read the pages the not-found page suggests");
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function closestTo(pathname: string): ClosestPage[] {
    const kept = answers.get(pathname);
    if (kept) {
      answers.delete(pathname);
      answers.set(pathname, kept);
      return kept;
    }
    const found = findClosestPages(pathname, candidates);
    if (found.length === 0) return found;
    answers.set(pathname, found);
    if (answers.size > ANSWERS_MAX) answers.delete(answers.keys().next().value!);
    return found;
  }

  /** The closest pages of the request's path: at once when the candidates are current, else once they are read again. */
  function closestFor(req: IncomingMessage): ClosestPage[] | Promise<ClosestPage[]> {
    const pathname = requestUrl(req, "http")?.pathname;
    if (!pathname || pathname.length > PATH_LENGTH_MAX) return [];
    if (loadedStamp === stamp()) return closestTo(pathname);
    return reload().then(() => closestTo(pathname));
  }

  // Per kept rendering of the not-found page (a new one comes with each content version), its filled copies by list, in recency order.
  const filledCopies = new WeakMap<StaticFile, Map<string, StaticFile | null>>();

  /** The shared page with `pages` filled in, or null when it holds no template: made once per list, then kept. */
  function filledCopy(page: StaticFile, pages: ClosestPage[]): StaticFile | null {
    let copies = filledCopies.get(page);
    if (!copies) {
      copies = new Map();
      filledCopies.set(page, copies);
    }
    const key = pages.map((each) => `${each.url}\n${each.title}\n${each.kindLabel}`).join("\n");
    const kept = copies.get(key);
    if (kept !== undefined) {
      copies.delete(key);
      copies.set(key, kept);
      return kept;
    }
    const html = fillClosestPages(plainBodyOf(page).toString("utf8"), pages);
    const body = html === null ? null : Buffer.from(html);
    const copy = body && {
      ...page,
      body: undefined,
      plainLength: body.length,
      brotli: undefined,
      gzip: zlib.gzipSync(body, { level: 4 }),
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    };
    copies.set(key, copy);
    if (copies.size > FILLED_MAX) copies.delete(copies.keys().next().value!);
    return copy;
  }

  function sendWith(req: IncomingMessage, res: ServerResponse, page: StaticFile, pages: ClosestPage[]): void {
    const copy = pages.length > 0 ? filledCopy(page, pages) : null;
    sendStaticFile(req, res, copy ?? page);
  }

  return {
    send(req, res, notFoundPage) {
      const pages = closestFor(req);
      if (Array.isArray(pages)) return sendWith(req, res, notFoundPage, pages);
      void pages.then((found) => sendWith(req, res, notFoundPage, found));
    },
    async fill(req, rendered) {
      if (rendered.status !== 404 || !rendered.headers.get("content-type")?.startsWith("text/html")) return rendered;
      const pages = await closestFor(req);
      const html = pages.length > 0 ? fillClosestPages(rendered.body.toString("utf8"), pages) : null;
      if (html === null) return rendered;
      const headers = new Headers(rendered.headers);
      headers.delete("content-length");
      return { status: rendered.status, headers, body: Buffer.from(html) };
    },
  };
}
