import { type Kysely, sql } from "kysely";
import type { Database, VitalName } from "#app/db/schema.ts";

export type VitalStat = { p75: number; samples: number };
export type VitalStats = Partial<Record<VitalName, VitalStat>>;
export type RouteVitals = { route: string; samples: number; metrics: VitalStats };
export type VitalsSummary = {
  days: number;
  /** Every route together. */
  overall: VitalStats;
  /** Busiest first, at most VITALS_SUMMARY_MAX_ROUTES. */
  routes: RouteVitals[];
  /** Routes with samples that did not fit in the list. */
  otherRoutes: number;
};

export const VITALS_SUMMARY_MAX_ROUTES = 50;

/*
 * The 75th percentile by the nearest-rank method: the smallest sample that at least 75 % of the
 * samples do not exceed, i.e. the one at rank ceil(0.75·n) in value order. Both databases rank
 * with window functions, so only one row per route and metric leaves the database, however
 * many samples there are; ceil(3n/4) is written (3n + 3) / 4 in integer arithmetic, which
 * SQLite and PostgreSQL compute alike.
 */
async function p75Rows(db: Kysely<Database>, since: string, perRoute: boolean) {
  const partition = perRoute ? (["route", "name"] as const) : (["name"] as const);
  const ranked = db
    .selectFrom("vitals")
    .where("created_at", ">=", since)
    .select((eb) => [
      "route",
      "name",
      "value",
      eb.fn
        .agg<number | string>("row_number")
        .over((over) => over.partitionBy([...partition]).orderBy("value"))
        .as("position"),
      eb.fn
        .countAll<number | string>()
        .over((over) => over.partitionBy([...partition]))
        .as("samples"),
    ]);
  const rows = await db
    .selectFrom(ranked.as("ranked"))
    .select(["route", "name", "value", "samples"])
    .where("position", "=", sql<number>`(3 * samples + 3) / 4`)
    .execute();
  // PostgreSQL returns the count as a string.
  return rows.map((row) => ({ route: row.route, name: row.name, p75: row.value, samples: Number(row.samples) }));
}

/** p75 and sample count of each metric, per route and overall, over the last `days` days. */
export async function getVitalsSummary(db: Kysely<Database>, days: number, now = new Date()): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const [perRoute, overallRows] = await Promise.all([p75Rows(db, since, true), p75Rows(db, since, false)]);

  const overall: VitalStats = {};
  for (const row of overallRows) overall[row.name] = { p75: row.p75, samples: row.samples };

  const byRoute = new Map<string, RouteVitals>();
  for (const row of perRoute) {
    const entry = byRoute.get(row.route) ?? { route: row.route, samples: 0, metrics: {} };
    entry.metrics[row.name] = { p75: row.p75, samples: row.samples };
    // Page views, roughly: every sampled view reports TTFB and FCP, fewer report INP.
    entry.samples = Math.max(entry.samples, row.samples);
    byRoute.set(row.route, entry);
  }
  const routes = [...byRoute.values()].sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
  return {
    days,
    overall,
    routes: routes.slice(0, VITALS_SUMMARY_MAX_ROUTES),
    otherRoutes: Math.max(0, routes.length - VITALS_SUMMARY_MAX_ROUTES),
  };
}
