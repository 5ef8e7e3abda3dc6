import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { parseEnv } from "#app/config/env.server.ts";
import type { Database } from "#app/db/schema.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";
import { prerenderStamps } from "#app/features/pages/prerender-stamps.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import type { Logger } from "./logger.ts";
import type { StaticFile } from "./static-files.ts";

/** Beside the build's server: the fingerprint of every prerendered page, made from the seeded content. */
export const PRERENDER_STAMPS_FILE = "prerender-stamps.json";

// While the database is out of reach, how long to wait before asking again.
const RETRY_AFTER_MS = 1_000;

export type PrerenderedPages = {
  /** Whether the in-memory pages are known to match the published content: the synchronous hot path. */
  isCurrent(): boolean;
  /** Drops every prerendered page whose published content moved since the build; cheap when current. */
  reconcile(): Promise<void>;
};

/**
 * The build prerendered the seeded pages. Once staff publish, a prerendered page may show old
 * words (its own, or the menus every page carries): it is then dropped from the files held in
 * memory, and the page is rendered from the database and kept by the rendered-page cache. The
 * check runs at start and after every move of the pages' content version, which a publish on any
 * instance makes (with Redis). While the database cannot be read, the pages stay as they are. A
 * build made for another public origin (SITE_URL) than the server's has every page dropped.
 */
export function keepPrerenderedPagesCurrent(options: {
  db: Kysely<Database>;
  staticFiles: Map<string, StaticFile>;
  buildStamps: Record<string, string>;
  logger: Logger;
}): PrerenderedPages {
  const { db, staticFiles, buildStamps, logger } = options;
  const version = contentVersion(db, "pages");
  let checkedVersion: number | null = null;
  let running: Promise<void> | null = null;
  let failedAt = 0;

  async function check(target: number) {
    const site = await getPublishedSite(db);
    const stamps = prerenderStamps(site, parseEnv().SITE_URL);
    const dropped: string[] = [];
    for (const [path, stamp] of Object.entries(buildStamps)) {
      if (stamps[path] === stamp || !staticFiles.has(path)) continue;
      staticFiles.delete(path);
      staticFiles.delete(`${path}.data`);
      dropped.push(path);
    }
    if (dropped.length > 0) logger.info({ pages: dropped.length }, "prerendered pages replaced by published changes");
    checkedVersion = target;
  }

  return {
    isCurrent: () => checkedVersion === version.current(),
    reconcile() {
      const target = version.current();
      if (checkedVersion === target) return Promise.resolve();
      if (running) return running;
      if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.resolve();
      running = check(target)
        .catch((error: unknown) => {
          failedAt = Date.now();
          logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, "could not compare prerendered pages with the published content");
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}

/** The build's fingerprints, or undefined for a build made before pages were stored in the database. */
export function readPrerenderStamps(buildDirectory: string): Record<string, string> | undefined {
  const file = path.join(buildDirectory, PRERENDER_STAMPS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : undefined;
}
