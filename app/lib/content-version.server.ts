import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/*
 * The invalidation seam of every cache of public pages: the blog's data cache and the rendered
 * HTML cache remember the version of the content area they were made at, and are dropped when it
 * moved. Every committed write that changes what visitors see calls `bump` for its area.
 *
 * Here the version is a counter in this process, which is exact for one instance (the SQLite
 * setup). With several instances another instance's write does not move this counter, so with
 * REDIS_URL set the server installs the shared variant (share-content-versions.server.ts: Redis
 * publish/subscribe) at start, keeping the interface: `current` stays synchronous and cheap.
 */
export const CONTENT_AREAS = ["blog", "careers", "pages", "redirects"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

export type ContentVersion = {
  /** The version cached reads compare against; cheap and synchronous. */
  current(): number;
  /** Called after every committed write to the area. */
  bump(): void;
};

/*
 * The server (server/, run from source) and the app (bundled into build/server) each get their own
 * copy of this module, yet a write in the app must reach the server's rendered-page cache: the
 * registry therefore lives on globalThis, under a process-wide symbol, shared by both copies.
 */
const registryKey = Symbol.for("kairav.content-versions");
type Registry = WeakMap<Kysely<Database>, Map<ContentArea, ContentVersion>>;
const globals = globalThis as typeof globalThis & { [registryKey]?: Registry };
const versions: Registry = (globals[registryKey] ??= new WeakMap());

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

/** Replaces the versions of `db` with those `make` returns (the shared variant, installed once at start). */
export function installContentVersions(db: Kysely<Database>, make: (area: ContentArea) => ContentVersion): void {
  versions.set(db, new Map(CONTENT_AREAS.map((area) => [area, make(area)])));
}
