import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { CONTENT_AREAS, type ContentArea, installContentVersions } from "./content-version.server.ts";

/*
 * Cache invalidation shared by every instance through Redis. A write bumps its area here at once
 * (this instance's caches are exact), then counts it in Redis and announces it on one channel, in
 * one script so the count and the message always agree. Every instance subscribes and moves its
 * own counter on each announcement from another, so `current()` stays a synchronous read.
 *
 * Redis down never fails a request: the write is announced when Redis is back, and an instance
 * whose subscription was broken compares the shared counts on reconnecting and drops what it may
 * have missed. In between, an instance can serve a page from before another's write for at most
 * the caches' own maximum age.
 */

// KEYS[1]: the area's count; ARGV: channel, area, announcing instance.
const BUMP_SCRIPT = `local count = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. ' ' .. ARGV[3] .. ' ' .. count)
return count`;

type Log = (details: Record<string, unknown>, message: string) => void;

export type ShareContentVersionsOptions = {
  db: Kysely<Database>;
  /** The instance's command connection; a subscriber connection is made from it. */
  redis: Redis;
  keyPrefix: string;
  logger?: { info: Log; warn: Log };
};

export type SharedContentVersions = {
  /** Resolves once this instance listens for other instances' writes (tests wait for it). */
  ready(): Promise<void>;
  /** Stops listening (the command connection stays open: it belongs to the caller). */
  close(): Promise<void>;
};

export function shareContentVersions(options: ShareContentVersionsOptions): SharedContentVersions {
  const { db, redis, logger } = options;
  const channel = `${options.keyPrefix}:content-version`;
  const countKey = (area: ContentArea) => `${options.keyPrefix}:content-version:${area}`;
  const self = randomUUID();

  const counters = new Map<ContentArea, number>(CONTENT_AREAS.map((area) => [area, 0]));
  /** The last shared count this instance saw per area, to tell on reconnecting whether it missed a write. */
  const lastSeen = new Map<ContentArea, number>();
  /** Areas written while Redis could not be told: announced as soon as it answers again. */
  const unannounced = new Set<ContentArea>();
  const advance = (area: ContentArea) => counters.set(area, (counters.get(area) ?? 0) + 1);
  let warned = false;
  const warnOnce = (reason: string) => {
    if (warned) return;
    warned = true;
    logger?.warn({ reason }, "redis unavailable: cache invalidation is local until it is back");
  };

  function announce(area: ContentArea) {
    if (redis.status !== "ready") {
      unannounced.add(area);
      warnOnce(`connection ${redis.status}`);
      return;
    }
    redis.eval(BUMP_SCRIPT, 1, countKey(area), channel, area, self).then(
      (count) => lastSeen.set(area, Number(count)),
      (error: unknown) => {
        unannounced.add(area);
        warnOnce(error instanceof Error ? error.message : String(error));
      },
    );
  }

  installContentVersions(db, (area) => ({
    current: () => counters.get(area) ?? 0,
    bump: () => {
      advance(area);
      announce(area);
    },
  }));

  const announceWaiting = () => {
    warned = false;
    for (const area of unannounced) {
      unannounced.delete(area);
      announce(area);
    }
  };
  redis.on("ready", announceWaiting);

  // Subscribing waits for Redis as long as it takes (no retry limit). After a reconnection the
  // subscription is renewed here, not by ioredis: its own renewal leaves the command's promise
  // unhandled, so a connection lost again before Redis answers it rejected with nothing to catch
  // it, which ends a Node process.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: false });
  subscriber.on("message", (_channel: string, message: string) => {
    const [area, origin, count] = message.split(" ");
    if (!isContentArea(area)) return;
    lastSeen.set(area, Number(count));
    if (origin !== self) advance(area);
  });
  subscriber.on("error", (error: Error) => warnOnce(error.message));

  /** After a broken subscription: drops the areas whose shared count moved meanwhile (all, if Redis cannot tell). */
  async function catchUp(reconnected: boolean) {
    const counts = await redis.mget(...CONTENT_AREAS.map(countKey)).catch(() => null);
    const dropped: ContentArea[] = [];
    CONTENT_AREAS.forEach((area, index) => {
      const shared = counts ? Number(counts[index] ?? 0) : undefined;
      if (reconnected && (shared === undefined || shared !== (lastSeen.get(area) ?? 0))) {
        advance(area);
        dropped.push(area);
      }
      if (shared !== undefined) lastSeen.set(area, shared);
    });
    if (reconnected) logger?.info({ dropped }, "redis is back: cache invalidation is shared again");
  }
  let listenedBefore = false;
  subscriber.on("ready", () => {
    const reconnected = listenedBefore;
    listenedBefore = true;
    if (!reconnected) {
      void catchUp(false);
      return;
    }
    // The counts are read once the subscription is renewed, so that a write announced before it
    // shows in them and one announced after it arrives as a message. A connection lost again
    // before Redis answers is reported by the error event, and both happen at the next "ready".
    subscriber.subscribe(channel).then(
      () => catchUp(true),
      () => {},
    );
  });

  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  // Rejected only when closed before Redis ever answered.
  subscribed.catch(() => {});
  return {
    ready: () => subscribed,
    async close() {
      redis.off("ready", announceWaiting);
      subscriber.disconnect();
    },
  };
}

function isContentArea(value: string | undefined): value is ContentArea {
  return CONTENT_AREAS.includes(value as ContentArea);
}
