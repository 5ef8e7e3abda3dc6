import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { createCaptchaService } from "#app/features/captcha/captcha.server.ts";
import { createRateLimits } from "#app/lib/rate-limits.server.ts";
import { createLogger } from "#server/logger.ts";
import { createSiteServer } from "#server/site-server.ts";
import { loadStaticFiles } from "#server/static-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Starts the real server (production build, given database) on a free loopback port. */
export const testCaptchaKey = "integration-test-captcha-key-0123456789";

export async function startTestServer(db: Kysely<Database>, options: { trustProxy?: boolean } = {}) {
  const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const serverEntry = path.join(buildDirectory, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error("No build found: run `npm run build` before the integration tests (npm test does).");
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const server = createSiteServer({
    build,
    staticFiles: loadStaticFiles(path.join(buildDirectory, "client")),
    db,
    captcha: createCaptchaService({ db, hmacKey: testCaptchaKey, maxCounter: 20 }),
    rateLimits: createRateLimits(),
    logger: createLogger("silent"),
    trustProxy: options.trustProxy ?? false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
