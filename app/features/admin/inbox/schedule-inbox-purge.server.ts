import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { repeatTask, type RepeatedTask } from "#app/lib/repeat-task.server.ts";
import { type PurgeCounts, purgeHandledSubmissions } from "./purge-handled-submissions.server.ts";

type Log = (details: Record<string, unknown>, message: string) => void;

export type InboxPurgeSchedulerOptions = {
  db: Kysely<Database>;
  retentionDays: number;
  logger?: { info: Log; warn: Log };
  intervalMs?: number;
  now?: () => Date;
};

/** Purges at once, then every interval; `stop` waits for a purge in progress to commit or roll back. */
export type InboxPurgeScheduler = RepeatedTask;

/** Runs the inbox retention purge at start and then hourly (the retention period is in days, so hourly is precise enough). */
export function createInboxPurgeScheduler(options: InboxPurgeSchedulerOptions): InboxPurgeScheduler {
  const now = options.now ?? (() => new Date());
  return repeatTask(
    async () => {
      const counts: PurgeCounts = await purgeHandledSubmissions(options.db, { retentionDays: options.retentionDays, now: now() });
      if (counts.enquiries + counts.applications + counts.attachments > 0) {
        options.logger?.info({ ...counts, retentionDays: options.retentionDays }, "purged handled inbox items past their retention");
      }
    },
    options.intervalMs ?? 60 * 60 * 1000,
    // A database that is briefly away must not stop the schedule: the next round tries again.
    (error) => options.logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, "inbox purge failed"),
  );
}
