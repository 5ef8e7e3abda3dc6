import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { addDays, dayOf, startOfDay } from "./vitals-days.ts";

/** Raw samples are needed only until their day is rolled up; a week leaves time to look into one. */
export const VITALS_RAW_RETENTION_DAYS = 7;

/** The staff page reads 30 days of rollups; three times that costs little and allows a longer view. */
export const VITALS_ROLLUP_RETENTION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
// A delete this size takes milliseconds; a month of samples deleted at once (the first purge after
// the upgrade to rollups) would hold SQLite's one connection for seconds.
const DELETE_ROWS = 10_000;

/** Raw samples deleted, and rollup rows (a day, route and metric each). */
export type PurgeOutcome = { samples: number; rollups: number };

/** Where raw samples stop being rolled up: the mark of the oldest day not rolled up to its end. */
async function firstSampleNotRolledUp(db: Kysely<Database>, before: string): Promise<string | null> {
  const oldest = await db
    .selectFrom("vitals")
    .select((eb) => eb.fn.min("created_at").as("first"))
    .executeTakeFirst();
  if (!oldest?.first || oldest.first >= before) return null;
  const lastDay = dayOf(before);
  const marks = await db
    .selectFrom("vitals_rollup_days")
    .select(["day", "rolled_until"])
    .where("day", ">=", dayOf(oldest.first))
    .where("day", "<=", lastDay)
    .execute();
  const rolledUntil = new Map(marks.map((mark) => [mark.day, mark.rolled_until]));
  for (let day = dayOf(oldest.first); day <= lastDay; day = addDays(day, 1)) {
    const mark = rolledUntil.get(day) ?? startOfDay(day);
    if (mark < startOfDay(addDays(day, 1))) return mark;
  }
  return null;
}

/**
 * Deletes raw samples older than a week and rollups older than VITALS_ROLLUP_RETENTION_DAYS days.
 * A raw sample not yet rolled up stays, however old: a rollup that failed for a while (the
 * database away) must not lose what it has still to count. Returns how many of each went.
 */
export async function purgeOldVitals(db: Kysely<Database>, now = new Date()): Promise<PurgeOutcome> {
  let cutoff = new Date(now.getTime() - VITALS_RAW_RETENTION_DAYS * DAY_MS).toISOString();
  const notRolledUp = await firstSampleNotRolledUp(db, cutoff);
  if (notRolledUp !== null && notRolledUp < cutoff) cutoff = notRolledUp;

  let samples = 0;
  for (;;) {
    const batch = db.selectFrom("vitals").select("id").where("created_at", "<", cutoff).limit(DELETE_ROWS);
    const result = await db.deleteFrom("vitals").where("id", "in", batch).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    samples += deleted;
    if (deleted < DELETE_ROWS) break;
    await new Promise((resolve) => setImmediate(resolve));
  }

  const oldestDayKept = dayOf(new Date(now.getTime() - VITALS_ROLLUP_RETENTION_DAYS * DAY_MS).toISOString());
  const rollups = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("vitals_daily").where("day", "<", oldestDayKept).executeTakeFirst();
    // A day's mark goes with its rows, so the two never disagree.
    await trx.deleteFrom("vitals_rollup_days").where("day", "<", oldestDayKept).execute();
    return Number(deleted.numDeletedRows);
  });
  return { samples, rollups };
}
