import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import type { Database } from "#app/db/schema.ts";
import type { BackupService } from "#app/features/backup/backup-service.ts";
import { createCaptchaService, type CaptchaService } from "#app/features/captcha/captcha.server.ts";
import { createRateLimits } from "#app/lib/rate-limits.server.ts";
import { createVitalsQueue, type VitalsQueue } from "#app/features/vitals/create-vitals-queue.server.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import { seedSiteDocuments } from "#app/features/pages/seed-site-documents.server.ts";
import { createLogger, type Logger } from "#server/logger.ts";
import { readPrerenderStamps } from "#server/prerendered-pages.ts";
import { createSiteServer, type SiteServerOptions } from "#server/site-server.ts";
import { loadStaticFiles } from "#server/static-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Starts the real server (production build, given database) on a free loopback port. */
export const testCaptchaKey = "integration-test-captcha-key-0123456789";

export type TestServerOptions = {
  trustProxy?: boolean;
  /** Where the server logs (silent by default). */
  logger?: Logger;
  timeouts?: SiteServerOptions["timeouts"];
  maxConnectionsPerAddress?: number;
  /** False for a database that cannot be reached: the pages are seeded at start otherwise, as the server does. */
  seedPages?: boolean;
  /** Replaces the captcha service, e.g. with one that fails, to see how a server error is answered. */
  captcha?: CaptchaService;
  /** Replaces the web-vitals queue, e.g. with a smaller one, to see what a full queue answers. */
  vitals?: VitalsQueue;
  /** The server's backups (a scheduler on a test directory); off unless given. */
  backups?: BackupService;
};

export async function startTestServer(db: Kysely<Database>, options: TestServerOptions = {}) {
  const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const serverEntry = path.join(buildDirectory, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error("No build found: run `npm run build` before the integration tests (npm test does).");
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // A running site always has its pages: the server seeds them at start.
  if (options.seedPages ?? true) {
    await seedPagesIfEmpty(db);
    await seedSiteDocuments(db);
  }
  // Beacons wait in it as on a running server; tests flush it to read what was stored.
  const vitals = options.vitals ?? createVitalsQueue({ db });
  const server = createSiteServer({
    build,
    staticFiles: loadStaticFiles(path.join(buildDirectory, "client")),
    prerenderStamps: readPrerenderStamps(buildDirectory),
    db,
    captcha: options.captcha ?? createCaptchaService({ db, hmacKey: testCaptchaKey, maxCounter: 20 }),
    rateLimits: createRateLimits(),
    vitals,
    logger: options.logger ?? createLogger("silent"),
    trustProxy: options.trustProxy ?? false,
    timeouts: options.timeouts,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress,
    backups: options.backups,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    vitals,
    // As the server does at shutdown: requests end, then the queued beacons are written.
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => vitals.close()),
  };
}
