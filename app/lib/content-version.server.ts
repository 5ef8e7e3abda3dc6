import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/*
 * The invalidation seam of every cache of public pages: the blog's data cache and the rendered
 * HTML cache remember the version of the content area they were made at, and are dropped when it
 * moved. Every committed write that changes what visitors see calls `bump` for its area.
 *
 * Here the version is a counter in this process, which is exact for one instance (the SQLite
 * setup). With several instances another instance's write does not move this counter, so the
 * shared variant (Redis publish/subscribe, when REDIS_URL is set) replaces the body while keeping
 * the interface: `current` stays synchronous and cheap.
 */
export const CONTENT_AREAS = ["blog", "careers"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

export type ContentVersion = {
  /** The version cached reads compare against; cheap and synchronous. */
  current(): number;
  /** Called after every committed write to the area. */
  bump(): void;
};

const versions = new WeakMap<Kysely<Database>, Map<ContentArea, ContentVersion>>();

function localCounter(): ContentVersion {
  let counter = 0;
  return {
    current: () => counter,
    bump: () => {
      counter += 1;
    },
  };
}

/** The version of one content area for one database handle (tests open several databases in one process). */
export function contentVersion(db: Kysely<Database>, area: ContentArea): ContentVersion {
  let areas = versions.get(db);
  if (!areas) {
    areas = new Map();
    versions.set(db, areas);
  }
  let version = areas.get(area);
  if (!version) {
    version = localCounter();
    areas.set(area, version);
  }
  return version;
}
