import { availableParallelism } from "node:os";

/*
 * Each password check is a scrypt hash that keeps a core busy for a few hundred milliseconds, takes
 * about 128 MiB and a thread of libuv's pool (four by default, shared with file and compression
 * work). At most two run at once per instance, and never so many that no core is left for serving
 * pages (one on a two-core machine). A sign-in that finds every slot taken is answered "busy" at
 * once rather than queued, so a burst of sign-ins can neither pile up memory nor slow the site.
 */
export const PASSWORD_HASH_SLOTS = Math.max(1, Math.min(2, availableParallelism() - 1));

export type SlotPool = {
  /** A release function when a slot was free, else null. */
  tryAcquire(): (() => void) | null;
};

export function createSlotPool(size: number): SlotPool {
  let busy = 0;
  return {
    tryAcquire() {
      if (busy >= size) return null;
      busy += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        busy -= 1;
      };
    },
  };
}

/** The one pool this process's sign-in steps share. */
export const passwordHashSlots = createSlotPool(PASSWORD_HASH_SLOTS);

/** How long a form refused for want of a slot waits before it is sent again by itself (use-retry-when-busy.ts). */
export const PASSWORD_BUSY_RETRY_AFTER_SECONDS = 2;
