import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type PurgeCounts, purgeHandledSubmissions } from "./purge-handled-submissions.server.ts";

type Log = (details: Record<string, unknown>, message: string) => void;

export type InboxPurgeSchedulerOptions = {
  db: Kysely<Database>;
  retentionDays: number;
  logger?: { info: Log; warn: Log };
  intervalMs?: number;
  now?: () => Date;
};

export type InboxPurgeScheduler = {
  /** Purges at once, then every interval; safe to call once. */
  start(): void;
  /** Stops the schedule and waits for a purge in progress to commit or roll back. */
  stop(): Promise<void>;
};

/** Runs the inbox retention purge at start and then hourly (the retention period is in days, so hourly is precise enough). */
export function createInboxPurgeScheduler(options: InboxPurgeSchedulerOptions): InboxPurgeScheduler {
  const intervalMs = options.intervalMs ?? 60 * 60 * 1000;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let started = false;
  let stopped = false;

  function round() {
    timer = null;
    running = purgeHandledSubmissions(options.db, { retentionDays: options.retentionDays, now: now() })
      .then((counts: PurgeCounts) => {
        if (counts.enquiries + counts.applications + counts.attachments > 0) {
          options.logger?.info({ ...counts, retentionDays: options.retentionDays }, "purged handled inbox items past their retention");
        }
      })
      .catch((error: unknown) => {
        // A database that is briefly away must not stop the schedule: the next round tries again.
        options.logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, "inbox purge failed");
      })
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(round, intervalMs).unref();
      });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      round();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
