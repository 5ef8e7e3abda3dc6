import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { redirectPathKey } from "#app/lib/http/redirect-path-key.ts";
import type { Logger } from "./logger.ts";
import { securityHeaders } from "./security-headers.ts";

/*
 * The redirects staff manage (/admin/redirects), answered before static files, the page cache
 * and routing, from a map held in memory: no database query per request. The map is read again
 * when the redirects' content version moves, which every staff write does on this instance at
 * once and on the others through Redis (share-content-versions.server.ts); a request arriving
 * then waits for the new map, so an edit or a delete applies from the next request.
 *
 * Visits are counted in memory and added to the rows every few seconds in one statement per
 * redirect used, not written per request; the counts of the last few seconds before a crash are
 * lost, which a visit counter can afford.
 */

const FLUSH_EVERY_MS = 5_000;
// While the database cannot be read, how long the old map serves before asking again.
const RETRY_AFTER_MS = 1_000;
// Long enough to spare a crawler's repeated requests, short enough for a corrected redirect to reach browsers the same day.
const PERMANENT_MAX_AGE = "public, max-age=3600";

type Redirect = { id: number; target: string; status: number; targetHasQuery: boolean };

export type ServedRedirects = {
  /**
   * Answers the request when its path has a redirect (GET and HEAD only) and returns true. While
   * the map is being read again it also returns true and calls `retry` once the map is current;
   * the retried request is then answered from whatever map there is.
   */
  answer(req: IncomingMessage, res: ServerResponse, retry: () => void): boolean;
  /** Writes the visits counted so far (at shutdown; tests). */
  flushHits(): Promise<void>;
  close(): Promise<void>;
};

const servedByDatabase = new WeakMap<Kysely<Database>, Set<ServedRedirects>>();

/** Writes the visits every server on this database has counted so far, without waiting for the next flush (tests, monitoring). */
export async function flushRedirectVisits(db: Kysely<Database>): Promise<void> {
  await Promise.all([...(servedByDatabase.get(db) ?? [])].map((served) => served.flushHits()));
}

export function serveRedirects(options: { db: Kysely<Database>; logger: Logger }): ServedRedirects {
  const { db, logger } = options;
  const version = contentVersion(db, "redirects");
  let redirects = new Map<string, Redirect>();
  let loadedVersion: number | null = null;
  let loading: Promise<void> | null = null;
  let failedAt = 0;
  const retried = new WeakSet<IncomingMessage>();
  let hits = new Map<number, { count: number; lastAt: string }>();

  async function load(target: number) {
    const rows = await db.selectFrom("redirects").select(["id", "from_path", "to_target", "status"]).execute();
    redirects = new Map(rows.map((row) => [row.from_path, { id: row.id, target: row.to_target, status: Number(row.status), targetHasQuery: /^[^#]*\?/.test(row.to_target) }]));
    loadedVersion = target;
  }

  function reload(): Promise<void> {
    const target = version.current();
    if (loading) return loading;
    if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.resolve();
    loading = load(target)
      .catch((error: unknown) => {
        failedAt = Date.now();
        logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, "could not read the redirects; the ones read before still answer");
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function send(req: IncomingMessage, res: ServerResponse, redirect: Redirect, query: string) {
    let location = redirect.target;
    if (query && !redirect.targetHasQuery) {
      const hash = location.indexOf("#");
      location = hash === -1 ? `${location}${query}` : `${location.slice(0, hash)}${query}${location.slice(hash)}`;
    }
    res.writeHead(redirect.status, {
      ...securityHeaders,
      Location: location,
      "Cache-Control": redirect.status === 301 ? PERMANENT_MAX_AGE : "no-store",
      "Content-Length": "0",
    });
    res.end();
    const counted = hits.get(redirect.id);
    const now = new Date().toISOString();
    if (counted) {
      counted.count += 1;
      counted.lastAt = now;
    } else {
      hits.set(redirect.id, { count: 1, lastAt: now });
    }
  }

  async function flushHits() {
    if (hits.size === 0) return;
    const batch = hits;
    hits = new Map();
    try {
      // A redirect deleted meanwhile matches no row: its visits go with it.
      for (const [id, { count, lastAt }] of batch) {
        await db
          .updateTable("redirects")
          .set((eb) => ({ hit_count: eb("hit_count", "+", count), last_hit_at: lastAt }))
          .where("id", "=", id)
          .execute();
      }
    } catch (error) {
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, "could not count redirect visits");
    }
  }

  const flushing = setInterval(() => void flushHits(), FLUSH_EVERY_MS);
  flushing.unref();

  const served: ServedRedirects = {
    answer(req, res, retry) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      if (loadedVersion !== version.current() && !retried.has(req)) {
        retried.add(req);
        void reload().then(retry);
        return true;
      }
      if (redirects.size === 0) return false;
      const target = req.url ?? "/";
      const queryAt = target.indexOf("?");
      const key = redirectPathKey(queryAt === -1 ? target : target.slice(0, queryAt));
      const redirect = key === null ? undefined : redirects.get(key);
      if (!redirect) return false;
      // The visitor's query, percent-encoded as a Location header needs it.
      const query = queryAt === -1 || queryAt === target.length - 1 ? "" : new URL(`http://query.invalid${target.slice(queryAt)}`).search;
      send(req, res, redirect, query);
      return true;
    },
    flushHits,
    async close() {
      clearInterval(flushing);
      servedByDatabase.get(db)?.delete(served);
      await flushHits();
    },
  };
  let siblings = servedByDatabase.get(db);
  if (!siblings) servedByDatabase.set(db, (siblings = new Set()));
  siblings.add(served);
  return served;
}
