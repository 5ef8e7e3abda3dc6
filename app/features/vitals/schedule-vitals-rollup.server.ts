import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { repeatTask, type RepeatedTask } from "#app/lib/repeat-task.server.ts";
import { purgeOldVitals } from "./purge-old-vitals.server.ts";
import { rollUpVitals } from "./roll-up-vitals.server.ts";

type Log = (details: Record<string, unknown>, message: string) => void;

export type VitalsRollupSchedulerOptions = {
  db: Kysely<Database>;
  logger?: { info: Log; warn: Log };
  intervalMs?: number;
  now?: () => Date;
};

/*
 * Every five minutes: the staff page reads today's samples newer than the last rollup raw, so the
 * interval bounds that read (a few thousand rows at 500,000 samples a day). Each run costs a read
 * of the samples since the previous one.
 */
const ROLLUP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Rolls web vitals up and then purges what is past its retention, at start and every interval.
 * Every instance runs it; rollUpVitals counts each sample once however many do.
 */
export function createVitalsRollupScheduler(options: VitalsRollupSchedulerOptions): RepeatedTask {
  const now = options.now ?? (() => new Date());
  return repeatTask(
    async () => {
      const rolled = await rollUpVitals(options.db, now());
      // Rolled up first: the purge keeps raw samples no rollup has counted yet.
      const purged = await purgeOldVitals(options.db, now());
      if (rolled.samples + purged.samples + purged.rollups > 0) {
        options.logger?.info({ rolledUp: rolled.samples, days: rolled.days, purgedSamples: purged.samples, purgedRollups: purged.rollups }, "rolled up web vitals");
      }
    },
    options.intervalMs ?? ROLLUP_INTERVAL_MS,
    // A database that is briefly away must not stop the schedule: the next round tries again.
    (error) => options.logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, "web vitals rollup failed"),
  );
}
