import { expect, it } from "vitest";
import type { NewVital, VitalName } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { getVitalsSummary, type VitalStat } from "./get-vitals-summary.server.ts";
import { bucketOf, bucketRange } from "./vital-histogram.ts";
import { rateVital } from "./vital-ratings.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function samples(route: string, name: VitalName, values: number[], createdAt = daysAgo(1)): NewVital[] {
  return values.map((value) => ({ route, name, value, created_at: createdAt }));
}

/** The nearest-rank 75th percentile, computed the slow way. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** The stat the raw values give: counts exact, p75 within the width of the exact p75's bucket and rated as it is. */
function expectStat(stat: VitalStat | undefined, name: VitalName, values: number[]) {
  expect(stat, name).toBeDefined();
  const exact = p75(values);
  const { low, high } = bucketRange(name, bucketOf(name, exact));
  expect(Math.abs(stat!.p75 - exact), `${name} p75 ${stat!.p75}, exact ${exact}`).toBeLessThanOrEqual(high - low);
  expect(rateVital(name, stat!.p75)).toBe(rateVital(name, exact));
  const rated = (rating: string) => values.filter((value) => rateVital(name, value) === rating).length;
  expect(stat).toMatchObject({ samples: values.length, good: rated("good"), needsImprovement: rated("needs-improvement"), poor: rated("poor") });
}

describeEachDatabase("p75 of web vitals from raw samples", (getDb) => {
  // A fixed pseudo-random sequence, so a failure can be reproduced.
  let seed = 42;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const spread = Array.from({ length: 203 }, () => Math.round(random() * 5000 * 100) / 100);

  it("gives the nearest-rank 75th percentile per route and metric, within a bucket width, with sample and rating counts", async () => {
    const rows = [
      // Stored out of order on purpose.
      ...samples("/blog/:id", "LCP", [5, 1, 8, 3, 7, 2, 6, 4]),
      ...samples("/blog/:id", "CLS", [0.05]),
      ...samples("/careers", "LCP", [500, 100, 400, 200, 300]),
      ...samples("/careers", "INP", [90, 300], daysAgo(10)),
      ...samples("/careers", "LCP", [99_999], daysAgo(40)),
      ...samples("/", "FCP", spread),
    ];
    for (let start = 0; start < rows.length; start += 100) await getDb().insertInto("vitals").values(rows.slice(start, start + 100)).execute();

    const week = await getVitalsSummary(getDb(), 7, now);
    expect(week.days).toBe(7);
    const route = (path: string) => week.routes.find((entry) => entry.route === path)?.metrics;
    expect(Object.keys(route("/blog/:id")!).sort()).toEqual(["CLS", "LCP"]);
    expectStat(route("/blog/:id")?.LCP, "LCP", [5, 1, 8, 3, 7, 2, 6, 4]);
    expectStat(route("/blog/:id")?.CLS, "CLS", [0.05]);
    expect(Object.keys(route("/careers")!)).toEqual(["LCP"]);
    expectStat(route("/careers")?.LCP, "LCP", [500, 100, 400, 200, 300]);
    expectStat(route("/")?.FCP, "FCP", spread);
    // All routes together: 1–8 and 100–500 make 13 samples, the 10th of which is 200.
    expectStat(week.overall.LCP, "LCP", [1, 2, 3, 4, 5, 6, 7, 8, 100, 200, 300, 400, 500]);
    expect(week.overall.LCP?.p75).toBe(200);
    // Busiest route first.
    expect(week.routes.map((entry) => entry.route)).toEqual(["/", "/blog/:id", "/careers"]);
    expect(week.otherRoutes).toBe(0);
  });

  it("counts only the samples of the window's days", async () => {
    const month = await getVitalsSummary(getDb(), 30, now);
    const careers = month.routes.find((entry) => entry.route === "/careers")?.metrics;
    // The 40-day-old sample is out of both windows; the 10-day-old ones are in the month only.
    expect(Object.keys(careers!).sort()).toEqual(["INP", "LCP"]);
    expectStat(careers?.LCP, "LCP", [500, 100, 400, 200, 300]);
    expectStat(careers?.INP, "INP", [90, 300]);
    expect((await getVitalsSummary(getDb(), 7, now)).overall.INP).toBeUndefined();
  });

  it("gives an empty summary when nothing was measured", async () => {
    const summary = await getVitalsSummary(getDb(), 7, new Date("2030-01-01T00:00:00.000Z"));
    expect(summary).toEqual({ days: 7, overall: {}, routes: [], otherRoutes: 0 });
  });
});
