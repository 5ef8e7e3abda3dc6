import type { EventEmitter } from "node:events";

/**
 * After a burst of requests the V8 heap holds the burst's garbage until V8's own memory reducer
 * gets to it, which took 40–120 s after the last request and sometimes left the old generation
 * reserved at two to three times what it used (ADR 030). A full collection once the server has
 * been idle for a while gives that memory back at a moment no request is waiting.
 */
export const IDLE_MS = 10_000;
/** How often the server looks whether it has been idle long enough. */
export const CHECK_EVERY_MS = 5_000;
/**
 * Growth of the RSS over what it was after the last collection below which one is not worth
 * its pause: a quiet site serving a page now and then is not collected after each of them.
 */
export const GROWTH_BYTES = 16 * 1024 * 1024;

export type IdleMemoryRelease = { stop(): void };

/** What one collection took and gave back, for the log. */
export type IdleCollection = { ms: number; rssBeforeBytes: number; rssAfterBytes: number };

type Options = {
  /** A full, blocking garbage collection (`fullGarbageCollection()`). */
  collect: () => void;
  onCollected?: (collection: IdleCollection) => void;
  rss?: () => number;
  now?: () => number;
};

/** Collects the heap once `server` has answered no request for IDLE_MS after its RSS grew by GROWTH_BYTES. */
export function releaseMemoryWhenIdle(server: Pick<EventEmitter, "on" | "off">, options: Options): IdleMemoryRelease {
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const now = options.now ?? (() => performance.now());
  let lastRequestAt = now();
  let requestsSinceCollection = 0;
  let rssAfterCollection = rss();

  // Two assignments per request: the bulk of requests is answered from memory in well under a millisecond.
  const onRequest = () => {
    lastRequestAt = now();
    requestsSinceCollection += 1;
  };
  server.on("request", onRequest);

  const timer = setInterval(() => {
    if (requestsSinceCollection === 0 || now() - lastRequestAt < IDLE_MS) return;
    requestsSinceCollection = 0;
    const rssBeforeBytes = rss();
    if (rssBeforeBytes - rssAfterCollection < GROWTH_BYTES) return;
    const started = now();
    options.collect();
    rssAfterCollection = rss();
    options.onCollected?.({ ms: now() - started, rssBeforeBytes, rssAfterBytes: rssAfterCollection });
  }, CHECK_EVERY_MS);
  // The check alone never keeps the process alive.
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      server.off("request", onRequest);
    },
  };
}
