import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { CONTENT_AREAS, contentVersion } from "#app/lib/content-version.server.ts";
import type { BufferedResponse } from "./react-router-bridge.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { inlineScriptHashes, type StaticFile } from "./static-files.ts";

/*
 * The blog, careers and content pages are rendered from the database, yet change only when staff or a
 * commenter write; the contact page is rendered per request only for its no-script answer
 * (?sent=1), which is not cached. Rendering costs milliseconds of React work per request, so the
 * rendered page (and its client-navigation `.data` twin) is kept in memory, precompressed, and served like
 * a prerendered file. It is rendered without a nonce, so its CSP lists the hashes of its inline
 * scripts, exactly as for prerendered pages.
 *
 * An entry is valid while no write moved the content versions it was made at (see
 * app/lib/content-version.server.ts), and for at most MAX_AGE_MS, which bounds staleness should
 * another instance's write go unnoticed.
 */
const MAX_AGE_MS = 60_000;
// Query strings are part of the key (?page=2), so the number of entries is capped.
const MAX_ENTRIES = 200;

const cacheablePaths = [
  /^\/blog(\/\d{1,12})?(\.data)?$/,
  /^\/careers(\.data)?$/,
  /^\/contactus(\.data)?$/,
  // Pages staff edit, once a publish has replaced their prerendered copy (server/prerendered-pages.ts).
  /^\/(_root\.data)?$/,
  /^\/solutions(\.data)?$/,
  /^\/(services|industries|solutions|aboutus)\/[a-z0-9-]{1,80}(\.data)?$/,
];
// Parameters the cached pages read; any other (e.g. ?comment=posted, ?applied=1) varies the page per visit.
const cacheableParameters = new Set(["page", "category", "_routes"]);

type Entry = { stamp: string; storedAt: number; file: StaticFile };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type RenderedPageCache = {
  /** The cache key of a GET/HEAD request for a cacheable page, or null. */
  keyFor(req: IncomingMessage): string | null;
  /** A valid entry for the key, without waiting: the hot path. */
  find(key: string): StaticFile | undefined;
  /**
   * Renders through `render` once for all concurrent callers; a cacheable result is stored and
   * returned as a file, anything else (404, redirect, error) comes back as rendered.
   */
  fill(key: string, render: () => Promise<BufferedResponse>): Promise<StaticFile | BufferedResponse>;
};

/**
 * `optimizeHtml` rewrites each kept page before it is compressed and hashed (the rewrites of
 * prerendered pages, see optimize-page-html.ts).
 */
export function createRenderedPageCache(db: Kysely<Database>, optimizeHtml: (html: string) => string = (html) => html): RenderedPageCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<StaticFile | BufferedResponse>>();
  const stamp = () => CONTENT_AREAS.map((area) => contentVersion(db, area).current()).join(".");

  async function store(key: string, madeAt: string, rendered: BufferedResponse): Promise<StaticFile | BufferedResponse> {
    const contentType = rendered.headers.get("content-type") ?? "";
    const cacheable =
      rendered.status === 200 &&
      !rendered.headers.has("set-cookie") &&
      !/no-store|private/.test(rendered.headers.get("cache-control") ?? "") &&
      /^(text\/html|text\/x-script)/.test(contentType);
    if (!cacheable) return rendered;
    const body = contentType.startsWith("text/html") ? Buffer.from(optimizeHtml(rendered.body.toString("utf8"))) : rendered.body;
    // Brotli at its best takes tens of milliseconds on a large page, gzip a few: the page is
    // answered and kept with gzip at once, and the brotli copy joins it when ready.
    const gzipBody = await gzip(body, { level: 9 });
    const file: StaticFile = {
      body,
      gzip: gzipBody,
      contentType,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: "public, max-age=0, must-revalidate",
      csp: contentType.startsWith("text/html")
        ? contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) })
        : undefined,
    };
    // A write during the render moved the stamp: serve this once but do not keep it.
    if (madeAt !== stamp()) return file;
    entries.delete(key);
    const entry: Entry = { stamp: madeAt, storedAt: Date.now(), file };
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    void brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      .then((brotliBody) => {
        if (entries.get(key) === entry) entry.file = { ...file, brotli: brotliBody };
      })
      .catch(() => undefined);
    return file;
  }

  return {
    keyFor(req) {
      if (req.method !== "GET" && req.method !== "HEAD") return null;
      // Most requests are for other paths: settle those before parsing anything.
      if (!/^\/(blog|careers|contactus|services|industries|solutions|aboutus|_root\.data|\?|$)/.test(req.url ?? "")) return null;
      const url = new URL(req.url ?? "/", "http://cache.invalid");
      if (!cacheablePaths.some((pattern) => pattern.test(url.pathname))) return null;
      for (const name of url.searchParams.keys()) if (!cacheableParameters.has(name)) return null;
      url.searchParams.sort();
      return url.pathname + url.search;
    },
    find(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.stamp === stamp() && Date.now() - entry.storedAt < MAX_AGE_MS) return entry.file;
      entries.delete(key);
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
  };
}
