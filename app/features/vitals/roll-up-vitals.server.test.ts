import type { Kysely, KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import type { Database, NewVital, VitalName } from "#app/db/schema.ts";
import { createSeededRandom } from "#tests/helpers/seeded-random.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { getVitalsSummaries, type VitalStat } from "./get-vitals-summary.server.ts";
import { purgeOldVitals } from "./purge-old-vitals.server.ts";
import { rollUpVitals } from "./roll-up-vitals.server.ts";
import { addSample, emptyAggregate } from "./vital-aggregate.ts";
import { bucketOf, bucketRange, encodeHistogram } from "./vital-histogram.ts";
import { rateVital } from "./vital-ratings.ts";

const ROUTES = ["/", "/blog/:id", "/careers"];
const passThrough: KyselyPlugin = { transformQuery: ({ node }) => node, transformResult: async ({ result }) => result };
const NAMES: VitalName[] = ["LCP", "INP", "CLS"];
const now = new Date("2026-11-21T12:00:00.000Z");
const random = createSeededRandom(2026);

/** `count` samples at random times in [from, to), of random routes and metrics. */
function samplesBetween(from: string, to: string, count: number): NewVital[] {
  const start = Date.parse(from);
  const span = Date.parse(to) - start;
  return Array.from({ length: count }, () => {
    const name = random.pick(NAMES);
    const value = name === "CLS" ? random.int(0, 4_000) / 10_000 : random.int(0, name === "INP" ? 900 : 6_000);
    return { route: random.pick(ROUTES), name, value, created_at: new Date(start + Math.floor(random.next() * span)).toISOString() };
  });
}

async function insert(db: Kysely<Database>, rows: NewVital[]) {
  for (let start = 0; start < rows.length; start += 500) await db.insertInto("vitals").values(rows.slice(start, start + 500)).execute();
}

async function rawSamples(db: Kysely<Database>) {
  return db.selectFrom("vitals").select(["route", "name", "value", "created_at"]).execute();
}

type Keyed = { day: string; route: string; name: string };

// In JavaScript: PostgreSQL's collation may order routes otherwise than code points do.
function byKey(a: Keyed, b: Keyed): number {
  for (const field of ["day", "route", "name"] as const) {
    if (a[field] !== b[field]) return a[field] < b[field] ? -1 : 1;
  }
  return 0;
}

async function storedRollups(db: Kysely<Database>) {
  const rows = await db.selectFrom("vitals_daily").select(["day", "route", "name", "samples", "good", "needs_improvement", "poor", "histogram"]).execute();
  return rows.sort(byKey);
}

async function marks(db: Kysely<Database>) {
  const rows = await db.selectFrom("vitals_rollup_days").select(["day", "rolled_until"]).orderBy("day").execute();
  return Object.fromEntries(rows.map((row) => [row.day, row.rolled_until]));
}

/** The rollup rows the raw samples before each day's mark make, summed one by one. */
function rollupsOf(raw: Awaited<ReturnType<typeof rawSamples>>, rolledUntil: Record<string, string>) {
  const groups = new Map<string, { day: string; route: string; name: VitalName; aggregate: ReturnType<typeof emptyAggregate> }>();
  for (const row of raw) {
    const day = row.created_at.slice(0, 10);
    if (!(row.created_at < (rolledUntil[day] ?? ""))) continue;
    const key = `${day} ${row.route} ${row.name}`;
    if (!groups.has(key)) groups.set(key, { day, route: row.route, name: row.name, aggregate: emptyAggregate(row.name) });
    addSample(groups.get(key)!.aggregate, row.name, row.value);
  }
  return [...groups.values()]
    .sort(byKey)
    .map(({ day, route, name, aggregate }) => ({
      day,
      route,
      name,
      samples: aggregate.samples,
      good: aggregate.good,
      needs_improvement: aggregate.needsImprovement,
      poor: aggregate.poor,
      histogram: encodeHistogram(aggregate.histogram),
    }));
}

/** The nearest-rank 75th percentile, computed the slow way. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

function expectNearRaw(stat: VitalStat | undefined, name: VitalName, values: number[]) {
  const exact = exactP75(values);
  const { low, high } = bucketRange(name, bucketOf(name, exact));
  expect(stat?.samples).toBe(values.length);
  expect(Math.abs(stat!.p75 - exact), `${name}: ${stat!.p75} against ${exact}`).toBeLessThanOrEqual(high - low);
  expect(stat!.good).toBe(values.filter((value) => rateVital(name, value) === "good").length);
  expect(stat!.poor).toBe(values.filter((value) => rateVital(name, value) === "poor").length);
}

describeEachDatabase("daily web-vitals rollups", (getDb) => {
  it("give the staff page the same numbers the raw samples gave, within a bucket of the exact p75", async () => {
    const db = getDb();
    await insert(db, [
      ...samplesBetween("2026-11-19T00:00:00.000Z", "2026-11-20T00:00:00.000Z", 600),
      ...samplesBetween("2026-11-20T00:00:00.000Z", "2026-11-21T00:00:00.000Z", 600),
      ...samplesBetween("2026-11-21T00:00:00.000Z", "2026-11-21T11:58:00.000Z", 300),
      // Within the last minute: left to the next rollup, and read raw meanwhile.
      ...samplesBetween("2026-11-21T11:59:30.000Z", "2026-11-21T12:00:00.000Z", 20),
    ]);
    const fromRaw = await getVitalsSummaries(db, [7, 30], now);

    expect(await rollUpVitals(db, now)).toEqual({ days: 3, samples: 1_500 });
    const fromRollups = await getVitalsSummaries(db, [7, 30], now);
    expect(fromRollups).toEqual(fromRaw);

    const raw = await rawSamples(db);
    const [week] = fromRollups;
    for (const name of NAMES) {
      expectNearRaw(week!.overall[name], name, raw.filter((row) => row.name === name).map((row) => row.value));
      for (const route of ROUTES) {
        const values = raw.filter((row) => row.name === name && row.route === route).map((row) => row.value);
        expectNearRaw(week!.routes.find((entry) => entry.route === route)?.metrics[name], name, values);
      }
    }
  });

  it("roll each finished day up to its end and today up to a minute ago, every sample once", async () => {
    const db = getDb();
    const rolledUntil = await marks(db);
    expect(rolledUntil).toEqual({
      "2026-11-19": "2026-11-20T00:00:00.000Z",
      "2026-11-20": "2026-11-21T00:00:00.000Z",
      "2026-11-21": "2026-11-21T11:59:00.000Z",
    });
    expect(await storedRollups(db)).toEqual(rollupsOf(await rawSamples(db), rolledUntil));
  });

  it("add nothing when run again, and only the newer samples later", async () => {
    const db = getDb();
    const before = await storedRollups(db);
    expect(await rollUpVitals(db, now)).toEqual({ days: 0, samples: 0 });
    expect(await storedRollups(db)).toEqual(before);

    const later = new Date("2026-11-21T12:10:00.000Z");
    await insert(db, samplesBetween("2026-11-21T12:00:00.000Z", "2026-11-21T12:09:00.000Z", 50));
    // The 20 samples of the last minute before, and the 50 since.
    expect(await rollUpVitals(db, later)).toEqual({ days: 1, samples: 70 });
    const after = await storedRollups(db);
    expect(after.filter((row) => row.day < "2026-11-21")).toEqual(before.filter((row) => row.day < "2026-11-21"));
    expect(after).toEqual(rollupsOf(await rawSamples(db), await marks(db)));
  });

  it("count every sample once when two instances roll up at the same time", async () => {
    const db = getDb();
    await insert(db, samplesBetween("2026-11-22T00:00:00.000Z", "2026-11-23T00:00:00.000Z", 400));
    const at = new Date("2026-11-23T00:05:00.000Z");
    // Read once before, so the page's kept sums of finished days have to follow the rollup.
    const beforeRollup = await getVitalsSummaries(db, [7, 30], at);
    const [first, second] = await Promise.all([rollUpVitals(db, at), rollUpVitals(db, at)]);
    const today = (await rawSamples(db)).filter((row) => row.created_at >= "2026-11-21T12:09:00.000Z" && row.created_at < "2026-11-23T00:04:00.000Z");
    expect(first.samples + second.samples).toBe(today.length);
    const rolledUntil = await marks(db);
    expect(rolledUntil["2026-11-21"]).toBe("2026-11-22T00:00:00.000Z");
    expect(rolledUntil["2026-11-22"]).toBe("2026-11-23T00:00:00.000Z");
    expect(await storedRollups(db)).toEqual(rollupsOf(await rawSamples(db), rolledUntil));

    const afterRollup = await getVitalsSummaries(db, [7, 30], at);
    expect(afterRollup).toEqual(beforeRollup);
    // A handle of its own keeps nothing, so this one adds every day up afresh.
    expect(await getVitalsSummaries(db.withPlugin(passThrough), [7, 30], at)).toEqual(afterRollup);
    expect(Object.values(afterRollup[1]!.overall).reduce((sum, stat) => sum + (stat?.samples ?? 0), 0)).toBe((await rawSamples(db)).length);
  });

  it("let the purge delete raw samples older than a week once rolled up, and keep the rollups", async () => {
    const db = getDb();
    const at = new Date("2026-11-23T00:05:00.000Z");
    const twelveDaysOld = samplesBetween("2026-11-11T00:00:00.000Z", "2026-11-11T06:00:00.000Z", 100);
    const eightDaysOld = samplesBetween("2026-11-15T00:00:00.000Z", "2026-11-15T00:05:00.000Z", 30);
    const sixDaysOld = samplesBetween("2026-11-17T00:10:00.000Z", "2026-11-17T00:20:00.000Z", 30);
    await insert(db, [...twelveDaysOld, ...eightDaysOld, ...sixDaysOld]);

    // Not rolled up yet: kept, however old.
    expect(await purgeOldVitals(db, at)).toEqual({ samples: 0, rollups: 0 });
    const raw = await rawSamples(db);
    expect(raw.filter((row) => row.created_at < "2026-11-16")).toHaveLength(130);

    expect((await rollUpVitals(db, at)).samples).toBe(160);
    const beforePurge = await getVitalsSummaries(db, [7, 30], at);
    expect(await purgeOldVitals(db, at)).toEqual({ samples: 130, rollups: 0 });

    const left = await rawSamples(db);
    expect(left).toHaveLength(raw.length - 130);
    expect(left.filter((row) => row.created_at < "2026-11-18").map((row) => row.created_at).sort()).toEqual(sixDaysOld.map((row) => row.created_at).sort());
    // The month still counts the purged samples, from their rollups.
    expect(await getVitalsSummaries(db, [7, 30], at)).toEqual(beforePurge);
    const month = beforePurge[1]!;
    expect(Object.values(month.overall).reduce((sum, stat) => sum + (stat?.samples ?? 0), 0)).toBe(raw.length);
  });

  it("give the staff page the same numbers day after day as read afresh, as days finish and leave its windows", async () => {
    const db = getDb();
    for (const at of ["2026-11-23T00:05:00.000Z", "2026-11-24T12:00:00.000Z", "2026-11-25T08:00:00.000Z", "2026-11-29T08:00:00.000Z", "2026-12-12T08:00:00.000Z", "2026-12-13T08:00:00.000Z", "2026-11-24T12:00:00.000Z"]) {
      const kept = await getVitalsSummaries(db, [7, 30], new Date(at));
      expect(kept, at).toEqual(await getVitalsSummaries(db.withPlugin(passThrough), [7, 30], new Date(at)));
    }
  });

  it("give the staff page today's rollup rows read once until the rollup moves on, with the newest raw samples added on top", async () => {
    const db = getDb();
    const at = new Date("2026-12-20T12:00:00.000Z");
    await insert(db, samplesBetween("2026-12-20T00:00:00.000Z", "2026-12-20T11:00:00.000Z", 80));
    await rollUpVitals(db, at);
    const todayMark = (await marks(db))["2026-12-20"]!;
    expect(todayMark < "2026-12-21T00:00:00.000Z").toBe(true);
    let rollupReads = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === "SelectQueryNode" && JSON.stringify(node.from).includes('"vitals_daily"')) rollupReads += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const page = db.withPlugin(counting);

    const first = await getVitalsSummaries(page, [7, 30], at);
    expect(rollupReads).toBeGreaterThan(0);
    const firstAsSent = structuredClone(first);

    // Samples since the mark: read raw, added to what was kept, which stays as it was.
    rollupReads = 0;
    await insert(db, samplesBetween(todayMark, "2026-12-20T12:00:00.000Z", 15));
    const second = await getVitalsSummaries(page, [7, 30], at);
    expect(rollupReads).toBe(0);
    expect(first).toEqual(firstAsSent);
    const samplesIn = (summary: (typeof second)[number]) => Object.values(summary.overall).reduce((sum, stat) => sum + (stat?.samples ?? 0), 0);
    expect(samplesIn(second[0]!)).toBe(samplesIn(first[0]!) + 15);
    expect(second).toEqual(await getVitalsSummaries(db.withPlugin(passThrough), [7, 30], at));

    // The rollup moves today's mark on: its rows are read again.
    const later = new Date("2026-12-20T12:30:00.000Z");
    await rollUpVitals(db, later);
    const third = await getVitalsSummaries(page, [7, 30], later);
    expect(rollupReads).toBeGreaterThan(0);
    expect(third).toEqual(await getVitalsSummaries(db.withPlugin(passThrough), [7, 30], later));
    expect(samplesIn(third[0]!)).toBe(samplesIn(second[0]!));
  });

  it("let the purge delete rollups older than 90 days, with their marks", async () => {
    const db = getDb();
    const at = new Date("2026-11-23T00:05:00.000Z");
    await db.insertInto("vitals_daily").values({ day: "2026-08-24", route: "/", name: "LCP", samples: 1, good: 1, needs_improvement: 0, poor: 0, histogram: "[0,1]" }).execute();
    await db.insertInto("vitals_rollup_days").values({ day: "2026-08-24", rolled_until: "2026-08-25T00:00:00.000Z" }).execute();
    const kept = (await storedRollups(db)).length - 1;
    expect(await purgeOldVitals(db, at)).toEqual({ samples: 0, rollups: 1 });
    expect((await storedRollups(db)).length).toBe(kept);
    expect(await marks(db)).not.toHaveProperty("2026-08-24");
    expect(await marks(db)).toHaveProperty("2026-11-11");
  });
});
