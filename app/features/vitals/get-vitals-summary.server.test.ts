import { expect, it } from "vitest";
import type { NewVital, VitalName } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { getVitalsSummary } from "./get-vitals-summary.server.ts";

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

describeEachDatabase("p75 of web vitals", (getDb) => {
  // A fixed pseudo-random sequence, so a failure can be reproduced.
  let seed = 42;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const spread = Array.from({ length: 203 }, () => Math.round(random() * 5000 * 100) / 100);

  it("takes the nearest-rank 75th percentile per route and metric, with sample counts", async () => {
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
    expect(route("/blog/:id")).toEqual({ LCP: { p75: 6, samples: 8 }, CLS: { p75: 0.05, samples: 1 } });
    expect(route("/careers")).toEqual({ LCP: { p75: 400, samples: 5 } });
    expect(route("/")).toEqual({ FCP: { p75: p75(spread), samples: spread.length } });
    // All routes together: 1–8 and 100–500 make 13 samples, the 10th of which is 200.
    expect(week.overall.LCP).toEqual({ p75: 200, samples: 13 });
    // Busiest route first.
    expect(week.routes.map((entry) => entry.route)).toEqual(["/", "/blog/:id", "/careers"]);
    expect(week.otherRoutes).toBe(0);
  });

  it("counts only the samples inside the window", async () => {
    const month = await getVitalsSummary(getDb(), 30, now);
    const careers = month.routes.find((entry) => entry.route === "/careers")?.metrics;
    // The 40-day-old sample is out of both windows; the 10-day-old ones are in the month only.
    expect(careers).toEqual({ LCP: { p75: 400, samples: 5 }, INP: { p75: 300, samples: 2 } });
    expect((await getVitalsSummary(getDb(), 7, now)).overall.INP).toBeUndefined();
  });

  it("gives an empty summary when nothing was measured", async () => {
    const summary = await getVitalsSummary(getDb(), 7, new Date("2030-01-01T00:00:00.000Z"));
    expect(summary).toEqual({ days: 7, overall: {}, routes: [], otherRoutes: 0 });
  });
});
