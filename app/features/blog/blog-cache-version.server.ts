import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/*
 * The invalidation seam of the blog cache: the one module to change when several instances run.
 *
 * Every write to the blog (a comment, a post published or edited by staff) calls `bump`; cached
 * blog reads remember the version they were made at and are dropped when it moved. Here the
 * version is a counter in this process, which is exact for one instance (the SQLite setup).
 *
 * With several instances on PostgreSQL another instance's write does not move this counter, so
 * its cached pages stay stale until the cache's age limit (see blog-cache.server.ts) drops
 * them. To make invalidation immediate everywhere, keep the interface and change the body:
 * - Redis: `bump` runs `INCR blog:version` and `PUBLISH blog:version <n>`; each instance
 *   SUBSCRIBEs at start and stores the published number, so `current` stays synchronous; or
 * - PostgreSQL: `bump` runs `NOTIFY blog_version` (or increments a one-row version table), and
 *   each instance LISTENs and updates its counter.
 */
export type BlogCacheVersion = {
  /** The version cached reads compare against; cheap and synchronous. */
  current(): number;
  /** Called after every committed blog write. */
  bump(): void;
};

const versions = new WeakMap<Kysely<Database>, BlogCacheVersion>();

/** The version for one database handle (tests open several databases in one process). */
export function blogCacheVersion(db: Kysely<Database>): BlogCacheVersion {
  let version = versions.get(db);
  if (!version) {
    let counter = 0;
    version = {
      current: () => counter,
      bump: () => {
        counter += 1;
      },
    };
    versions.set(db, version);
  }
  return version;
}
