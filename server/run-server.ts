import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Env } from "#app/config/env.server.ts";
import { missingSiteUrlWarning } from "#app/config/site-url.ts";
import { createDatabase } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { bootstrapStaffUser } from "#app/features/admin/bootstrap-staff-user.server.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import { seedSiteDocuments } from "#app/features/pages/seed-site-documents.server.ts";
import { publishDuePages } from "#app/features/admin/pages/page-writes.server.ts";
import { repeatTask } from "#app/lib/repeat-task.server.ts";
import { createCaptchaService } from "#app/features/captcha/captcha.server.ts";
import { createRateLimits } from "#app/lib/rate-limits.server.ts";
import { shareContentVersions } from "#app/lib/share-content-versions.server.ts";
import { createMailTransport } from "#app/lib/mail/create-mail-transport.server.ts";
import { createOutboxSender } from "#app/lib/mail/outbox-sender.server.ts";
import { createInboxPurgeScheduler } from "#app/features/admin/inbox/schedule-inbox-purge.server.ts";
import { purgeExpiredStaffTokens } from "#app/features/admin/purge-expired-staff-tokens.server.ts";
import { createVitalsQueue } from "#app/features/vitals/create-vitals-queue.server.ts";
import { createVitalsRollupScheduler } from "#app/features/vitals/schedule-vitals-rollup.server.ts";
import { createBackupScheduler } from "#app/features/backup/backup-scheduler.server.ts";
import { prepareBackupDirectory } from "#app/features/backup/prepare-backup-directory.server.ts";
import { readBackupSettings } from "#app/features/backup/backup-settings.ts";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { closeGracefully } from "./graceful-shutdown.ts";
import { createLogger } from "./logger.ts";
import { fullGarbageCollection } from "./full-garbage-collection.ts";
import { releaseMemoryWhenIdle } from "./release-memory-when-idle.ts";
import { createSiteServer } from "./site-server.ts";
import { readPrerenderStamps } from "./prerendered-pages.ts";
import { loadStaticFiles } from "./static-files.ts";

// Relative paths (SQLITE_PATH, BUILD_DIR) are read from where the server was started: the
// project root for `npm start`, the image's WORKDIR in a container.
const root = process.cwd();

/** Migrates and seeds the database, loads the build, serves, and shuts down cleanly on SIGTERM/SIGINT. */
export async function runServer(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const siteUrlWarning = missingSiteUrlWarning(env.NODE_ENV, process.env.SITE_URL);
  if (siteUrlWarning) logger.warn(siteUrlWarning);
  // Scheduled backups (BACKUP_DIR): a directory the server cannot write to stops the start, with the reason.
  const backupSettings = readBackupSettings(env, root);
  if (backupSettings) {
    await prepareBackupDirectory(backupSettings.directory).catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
  const database = createDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: path.resolve(root, env.SQLITE_PATH),
    onPostgresPoolError: (error) => logger.warn({ err: { message: error.message } }, "database connection lost"),
  });
  await migrateToLatest(database.db);
  const seed = await seedDemoContentIfEmpty(database.db);
  if (seed.seeded) logger.info({ posts: seed.posts, jobs: seed.jobs }, "seeded demo content");
  const seededPages = await seedPagesIfEmpty(database.db);
  if (seededPages > 0) logger.info({ pages: seededPages }, "seeded the site's pages");
  if ((await seedSiteDocuments(database.db)) > 0) logger.info("seeded the site's settings");
  if (await bootstrapStaffUser(database.db, env.ADMIN_BOOTSTRAP_EMAIL, env.ADMIN_BOOTSTRAP_PASSWORD)) {
    logger.info("created the staff user named by ADMIN_BOOTSTRAP_EMAIL");
  }

  // Without a configured key (one instance on SQLite) a fresh key per process is enough.
  const captcha = createCaptchaService({
    db: database.db,
    hmacKey: env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString("hex"),
    maxCounter: env.CAPTCHA_MAX_COUNTER,
  });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on("error", (error) => logger.warn({ err: { message: error.message } }, "redis unavailable, rate limits fall back to memory"));
  const rateLimits = createRateLimits({ redis, keyPrefix: `${env.REDIS_KEY_PREFIX}:rl` });
  // With Redis, a write on any instance drops the cached pages of every instance.
  const sharedVersions = redis ? shareContentVersions({ db: database.db, redis, keyPrefix: env.REDIS_KEY_PREFIX, logger }) : undefined;

  // Beacons are written in batches; the queue is flushed at shutdown, before the database closes.
  const vitals = createVitalsQueue({ db: database.db, logger });

  const backups = backupSettings
    ? createBackupScheduler({
        db: database.db,
        source: env.DATABASE_URL ? { dialect: "postgres", databaseUrl: env.DATABASE_URL } : { dialect: "sqlite", sqlitePath: path.resolve(root, env.SQLITE_PATH) },
        settings: backupSettings,
        logger,
      })
    : undefined;

  const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href)) as ServerBuild;
  const server = createSiteServer({
    build,
    staticFiles: loadStaticFiles(path.join(buildDirectory, "client")),
    prerenderStamps: readPrerenderStamps(buildDirectory),
    db: database.db,
    captcha,
    rateLimits,
    vitals,
    logger,
    trustProxy: env.TRUST_PROXY,
    // Behind a proxy every connection comes from it: the proxy caps per visitor instead.
    maxConnectionsPerAddress: env.TRUST_PROXY ? undefined : env.MAX_CONNECTIONS_PER_ADDRESS,
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    backups,
  });

  // After a burst of requests, a full collection once the server is idle gives the heap back (ADR 030).
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const idleMemory = releaseMemoryWhenIdle(server, {
    collect: fullGarbageCollection(),
    onCollected: ({ ms, rssBeforeBytes, rssAfterBytes }) =>
      logger.debug({ ms: Math.round(ms), rssMiB: { before: mib(rssBeforeBytes), after: mib(rssAfterBytes) } }, "collected the heap at idle"),
  });

  server.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, database: database.dialect }, `listening on http://localhost:${env.PORT}`);
  });

  // Mails wait in the outbox until an SMTP server is configured; every instance may send them.
  const outbox = env.SMTP_URL
    ? createOutboxSender({ db: database.db, transport: createMailTransport(env.SMTP_URL), from: env.MAIL_FROM, logger })
    : undefined;
  if (outbox) outbox.start();
  else logger.info("SMTP_URL is not set: notification mails wait in the outbox");

  // Handled enquiries and applications are deleted INBOX_RETENTION_DAYS after handling, checked at start and hourly.
  const inboxPurge = createInboxPurgeScheduler({ db: database.db, retentionDays: env.INBOX_RETENTION_DAYS, logger });
  inboxPurge.start();

  // Pages staff scheduled go public within half a minute of their time; any instance may publish one.
  const scheduledPages = repeatTask(
    async () => {
      const published = await publishDuePages(database.db);
      if (published > 0) logger.info({ pages: published }, "published scheduled pages");
    },
    30_000,
    (error) => logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "scheduled page publish failed"),
  );
  scheduledPages.start();

  // Reset links, invitations and half-finished sign-ins past their time are deleted every quarter hour (ADR 023).
  const staffTokenPurge = repeatTask(
    async () => {
      const counts = await purgeExpiredStaffTokens(database.db);
      if (Object.values(counts).some((count) => count > 0)) logger.info(counts, "purged expired staff sign-in tokens");
    },
    15 * 60 * 1000,
    (error) => logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "staff token purge failed"),
  );
  staffTokenPurge.start();

  // Raw web vitals become daily rollups every few minutes; any instance may roll up, each sample counts once.
  const vitalsRollup = createVitalsRollupScheduler({ db: database.db, logger });
  vitalsRollup.start();

  // Every instance looks each minute; the one that claims a due backup takes it (ADR 027).
  if (backups) backups.start();
  else logger.info("BACKUP_DIR is not set: the server takes no scheduled backups");

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      idleMemory.stop();
      void closeGracefully(server, 10_000)
        // Requests have finished: the beacons they queued are written while the database is open.
        .then(() => vitals.close())
        .then(() => outbox?.stop())
        .then(() => inboxPurge.stop())
        .then(() => scheduledPages.stop())
        .then(() => staffTokenPurge.stop())
        .then(() => vitalsRollup.stop())
        // A backup under way is finished (or fails) while the database is still open.
        .then(() => backups?.stop())
        .then(() => database.close())
        .then(() => sharedVersions?.close())
        // While Redis is away there is nothing to say goodbye to: just drop the connection.
        .then(() => redis?.quit().catch(() => redis.disconnect()))
        .then(() => process.exit(0));
    });
  }
}
