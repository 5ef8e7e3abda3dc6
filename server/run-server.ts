import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Env } from "#app/config/env.server.ts";
import { createDatabase } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { closeGracefully } from "./graceful-shutdown.ts";
import { createLogger } from "./logger.ts";
import { createSiteServer } from "./site-server.ts";
import { loadStaticFiles } from "./static-files.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Migrates and seeds the database, loads the build, serves, and shuts down cleanly on SIGTERM/SIGINT. */
export async function runServer(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = createDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: path.resolve(root, env.SQLITE_PATH),
    onPostgresPoolError: (error) => logger.warn({ err: { message: error.message } }, "database connection lost"),
  });
  await migrateToLatest(database.db);
  const seed = await seedDemoContentIfEmpty(database.db);
  if (seed.seeded) logger.info({ posts: seed.posts, jobs: seed.jobs }, "seeded demo content");

  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  const server = createSiteServer({
    build,
    staticFiles: loadStaticFiles(path.join(root, "build/client")),
    db: database.db,
    logger,
    trustProxy: env.TRUST_PROXY,
    mode: env.NODE_ENV === "development" ? "development" : "production",
  });

  server.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, database: database.dialect }, `listening on http://localhost:${env.PORT}`);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      void closeGracefully(server, 10_000)
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
}
