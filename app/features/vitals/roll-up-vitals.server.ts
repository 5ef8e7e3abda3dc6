import type { Insertable, Kysely } from "kysely";
import type { Database, VitalName, VitalsDailyTable } from "#app/db/schema.ts";
import { readRawVitals } from "./read-raw-vitals.server.ts";
import { addSample, addStoredCounts, emptyAggregate, type VitalAggregate } from "./vital-aggregate.ts";
import { decodeHistogram, encodeHistogram } from "./vital-histogram.ts";
import { addDays, dayOf, startOfDay } from "./vitals-days.ts";

/*
 * Samples are stamped when the server receives them and written within a second or so (the
 * beacon queue flushes every second, and at shutdown within the server's ten-second deadline).
 * Rolling up only what is older than this leaves room for those still on their way, so none is
 * written behind the point a rollup has passed.
 */
const VITALS_ROLLUP_LAG_MS = 60_000;

// Rows per statement: SQLite takes at most 32,766 bound values in one, and a row binds 8.
const UPSERT_ROWS = 500;

type Group = { route: string; name: VitalName; aggregate: VitalAggregate };

export type RollupOutcome = {
  /** Days whose rollup moved forward in this run. */
  days: number;
  /** Raw samples added to the rollups. */
  samples: number;
};

/**
 * Rolls raw samples up into vitals_daily, day by day from the oldest raw sample to now less the
 * lag: for each day, the samples after the point its last rollup reached. A finished day is rolled
 * up to its end once and never read again; today moves forward with each run.
 *
 * Safe with several instances running it at once, on both databases: each day's sums are added
 * under a claim on its vitals_rollup_days row (see addToDay), so samples are counted once, and a
 * run that lost the race leaves the day to the winner.
 */
export async function rollUpVitals(db: Kysely<Database>, now = new Date()): Promise<RollupOutcome> {
  const horizon = new Date(now.getTime() - VITALS_ROLLUP_LAG_MS).toISOString();
  const oldest = await db
    .selectFrom("vitals")
    .select((eb) => eb.fn.min("created_at").as("first"))
    .executeTakeFirst();
  const outcome: RollupOutcome = { days: 0, samples: 0 };
  if (!oldest?.first || oldest.first >= horizon) return outcome;

  const firstDay = dayOf(oldest.first);
  const marks = await db.selectFrom("vitals_rollup_days").select(["day", "rolled_until"]).where("day", ">=", firstDay).execute();
  const rolledUntil = new Map(marks.map((mark) => [mark.day, mark.rolled_until]));

  for (let day = firstDay; day <= dayOf(horizon); day = addDays(day, 1)) {
    const previous = rolledUntil.get(day) ?? null;
    const from = previous ?? startOfDay(day);
    const end = startOfDay(addDays(day, 1));
    const until = end < horizon ? end : horizon;
    if (from >= until) continue;
    const added = await rollUpRange(db, day, previous, from, until);
    if (added !== null) {
      outcome.days += 1;
      outcome.samples += added;
    }
  }
  return outcome;
}

/** Sums the samples of [from, until) and adds them to the day; null when another run claimed it first. */
async function rollUpRange(db: Kysely<Database>, day: string, previous: string | null, from: string, until: string): Promise<number | null> {
  const groups = new Map<string, Group>();
  // Read before the claim, outside any transaction: the raw range is settled (older than the lag),
  // and a long read must not hold SQLite's write lock or a PostgreSQL row lock.
  const samples = await readRawVitals(db, from, until, (rows) => {
    for (const row of rows) {
      const key = `${row.name} ${row.route}`;
      let group = groups.get(key);
      if (!group) {
        group = { route: row.route, name: row.name, aggregate: emptyAggregate(row.name) };
        groups.set(key, group);
      }
      addSample(group.aggregate, row.name, row.value);
    }
  });
  return (await addToDay(db, day, previous, until, groups)) ? samples : null;
}

/**
 * In one transaction: claim the day by moving its mark from `previous` (where the sums start) to
 * `until`, then add the sums to the day's rows. The claim is the first write, so on PostgreSQL it
 * locks the mark row and a second instance waits for this commit, then finds the mark moved and
 * claims nothing; on SQLite the write lock orders the two the same way. Either way a range is
 * added once, and the rows are only ever written by the holder of the claim.
 */
async function addToDay(db: Kysely<Database>, day: string, previous: string | null, until: string, groups: Map<string, Group>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim =
      previous === null
        ? (await trx.insertInto("vitals_rollup_days").values({ day, rolled_until: until }).onConflict((conflict) => conflict.column("day").doNothing()).executeTakeFirst())
            .numInsertedOrUpdatedRows
        : (await trx.updateTable("vitals_rollup_days").set({ rolled_until: until }).where("day", "=", day).where("rolled_until", "=", previous).executeTakeFirst())
            .numUpdatedRows;
    if (Number(claim ?? 0) !== 1) return false;
    if (groups.size === 0) return true;

    const stored = await trx
      .selectFrom("vitals_daily")
      .select(["route", "name", "samples", "good", "needs_improvement", "poor", "histogram"])
      .where("day", "=", day)
      .execute();
    for (const row of stored) {
      const group = groups.get(`${row.name} ${row.route}`);
      if (group) addStoredCounts(group.aggregate, row, decodeHistogram(row.histogram));
    }

    const rows: Insertable<VitalsDailyTable>[] = [...groups.values()].map(({ route, name, aggregate }) => ({
      day,
      route,
      name,
      samples: aggregate.samples,
      good: aggregate.good,
      needs_improvement: aggregate.needsImprovement,
      poor: aggregate.poor,
      histogram: encodeHistogram(aggregate.histogram),
    }));
    for (let start = 0; start < rows.length; start += UPSERT_ROWS) {
      await trx
        .insertInto("vitals_daily")
        .values(rows.slice(start, start + UPSERT_ROWS))
        .onConflict((conflict) =>
          conflict.columns(["day", "route", "name"]).doUpdateSet((eb) => ({
            samples: eb.ref("excluded.samples"),
            good: eb.ref("excluded.good"),
            needs_improvement: eb.ref("excluded.needs_improvement"),
            poor: eb.ref("excluded.poor"),
            histogram: eb.ref("excluded.histogram"),
          })),
        )
        .execute();
    }
    return true;
  });
}
