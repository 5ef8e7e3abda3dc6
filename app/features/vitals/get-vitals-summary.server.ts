import type { Kysely } from "kysely";
import type { Database, VitalName } from "#app/db/schema.ts";
import { readRawVitals } from "./read-raw-vitals.server.ts";
import { addAggregate, addSample, addStoredCounts, copyAggregate, emptyAggregate, type VitalAggregate } from "./vital-aggregate.ts";
import { decodeHistogram, p75FromHistogram } from "./vital-histogram.ts";
import { addDays, dayOf, startOfDay } from "./vitals-days.ts";

export type VitalStat = {
  /** Read from the merged bucket counts: within one bucket width of the exact nearest-rank p75. */
  p75: number;
  samples: number;
  /** Samples rated good, needs improvement and poor (exact counts). */
  good: number;
  needsImprovement: number;
  poor: number;
};
export type VitalStats = Partial<Record<VitalName, VitalStat>>;
export type RouteVitals = { route: string; samples: number; metrics: VitalStats };
export type VitalsSummary = {
  /** Today (UTC) and the days before it. */
  days: number;
  /** Every route together. */
  overall: VitalStats;
  /** Busiest first, at most VITALS_SUMMARY_MAX_ROUTES. */
  routes: RouteVitals[];
  /** Routes with samples that did not fit in the list. */
  otherRoutes: number;
};

export const VITALS_SUMMARY_MAX_ROUTES = 30;

type Metrics = Map<VitalName, VitalAggregate>;

/*
 * Each sample or stored day is added once, to the band of days it falls in: band 0 is the
 * shortest window's days, band 1 the next window's days before those, and so on. A window's sums
 * are then its bands added up, per route and metric, which costs a few hundred additions each
 * instead of one per stored day.
 */
type Bands = { firstDays: string[]; routes: Map<string, Map<VitalName, (VitalAggregate | undefined)[]>> };

/** The band a day falls in, or -1 before the longest window. */
function bandOf(firstDays: readonly string[], day: string): number {
  return firstDays.findIndex((firstDay) => day >= firstDay);
}

function aggregateAt(bands: Bands, band: number, route: string, name: VitalName): VitalAggregate {
  let metrics = bands.routes.get(route);
  if (!metrics) bands.routes.set(route, (metrics = new Map()));
  let perBand = metrics.get(name);
  if (!perBand) metrics.set(name, (perBand = []));
  return (perBand[band] ??= emptyAggregate(name));
}

/** The aggregate of the band `day` falls in, for the route and metric; undefined before the longest window. */
function bandAggregate(bands: Bands, day: string, route: string, name: VitalName): VitalAggregate | undefined {
  const band = bandOf(bands.firstDays, day);
  return band === -1 ? undefined : aggregateAt(bands, band, route, name);
}

function copyBands(bands: Bands, firstDays: string[]): Bands {
  const routes: Bands["routes"] = new Map();
  for (const [route, metrics] of bands.routes) {
    const copies = new Map<VitalName, (VitalAggregate | undefined)[]>();
    for (const [name, perBand] of metrics) copies.set(name, perBand.map((aggregate) => aggregate && copyAggregate(aggregate)));
    routes.set(route, copies);
  }
  return { firstDays, routes };
}

function aggregateIn(metrics: Metrics, name: VitalName): VitalAggregate {
  let aggregate = metrics.get(name);
  if (!aggregate) metrics.set(name, (aggregate = emptyAggregate(name)));
  return aggregate;
}

/** A window's sums per route and of every route together. */
type WindowTotals = { perRoute: Map<string, Metrics>; overall: Metrics };

/** The sums of the window made of bands 0 to `lastBand`, of every source. */
function totalsOf(sources: readonly Bands[], lastBand: number): WindowTotals {
  const perRoute = new Map<string, Metrics>();
  const overall: Metrics = new Map();
  for (const source of sources) {
    for (const [route, metrics] of source.routes) {
      let sums = perRoute.get(route);
      if (!sums) perRoute.set(route, (sums = new Map()));
      for (const [name, perBand] of metrics) {
        for (const aggregate of perBand.slice(0, lastBand + 1)) {
          if (!aggregate) continue;
          addAggregate(aggregateIn(sums, name), aggregate);
          addAggregate(aggregateIn(overall, name), aggregate);
        }
      }
    }
  }
  return { perRoute, overall };
}

function copyMetrics(metrics: Metrics | undefined): Metrics {
  const copy: Metrics = new Map();
  for (const [name, aggregate] of metrics ?? []) copy.set(name, copyAggregate(aggregate));
  return copy;
}

/** `kept` and `recent` added up. Only what `recent` touches is copied: `kept` serves the next views unchanged. */
function withRecent(kept: WindowTotals, recent: WindowTotals): WindowTotals {
  if (recent.perRoute.size === 0) return kept;
  const perRoute = new Map(kept.perRoute);
  for (const [route, metrics] of recent.perRoute) {
    const sums = copyMetrics(kept.perRoute.get(route));
    for (const [name, aggregate] of metrics) addAggregate(aggregateIn(sums, name), aggregate);
    perRoute.set(route, sums);
  }
  const overall = copyMetrics(kept.overall);
  for (const [name, aggregate] of recent.overall) addAggregate(aggregateIn(overall, name), aggregate);
  return { perRoute, overall };
}

// The stats of sums kept between views are read once.
const statsKept = new WeakMap<Metrics, VitalStats>();

function keptStatsOf(metrics: Metrics): VitalStats {
  let stats = statsKept.get(metrics);
  if (!stats) statsKept.set(metrics, (stats = statsOf(metrics)));
  return stats;
}

function summaryOf(totals: WindowTotals, days: number): VitalsSummary {
  const routes: RouteVitals[] = [];
  for (const [route, sums] of totals.perRoute) {
    const stats = keptStatsOf(sums);
    // Nothing in this window (or only days since taken out of it).
    if (Object.keys(stats).length === 0) continue;
    // Page views, roughly: every sampled view reports TTFB and FCP, fewer report INP.
    const samples = Math.max(0, ...Object.values(stats).map((stat) => stat?.samples ?? 0));
    routes.push({ route, samples, metrics: stats });
  }
  routes.sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
  return {
    days,
    overall: keptStatsOf(totals.overall),
    routes: routes.slice(0, VITALS_SUMMARY_MAX_ROUTES),
    otherRoutes: Math.max(0, routes.length - VITALS_SUMMARY_MAX_ROUTES),
  };
}

function statsOf(metrics: Metrics): VitalStats {
  const stats: VitalStats = {};
  for (const [name, aggregate] of metrics) {
    const p75 = p75FromHistogram(name, aggregate.histogram);
    if (p75 === null) continue;
    const { samples, good, needsImprovement, poor } = aggregate;
    stats[name] = { p75, samples, good, needsImprovement, poor };
  }
  return stats;
}

/**
 * The stretches of [firstDay, today] no rollup covers yet, merged where they touch: the part of
 * each day after its mark (today's last minutes, usually), or the whole day when it has none.
 */
function uncoveredRanges(rolledUntil: Map<string, string>, firstDay: string, today: string): [string, string][] {
  const ranges: [string, string][] = [];
  for (let day = firstDay; day <= today; day = addDays(day, 1)) {
    const from = rolledUntil.get(day) ?? startOfDay(day);
    const to = startOfDay(addDays(day, 1));
    if (from >= to) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === from) last[1] = to;
    else ranges.push([from, to]);
  }
  return ranges;
}

const ROLLUP_COLUMNS = ["day", "route", "name", "samples", "good", "needs_improvement", "poor", "histogram"] as const;
type RollupRow = { day: string; route: string; name: VitalName; samples: number; good: number; needs_improvement: number; poor: number; histogram: string };

function addRollups(bands: Bands, rows: RollupRow[]): void {
  for (const row of rows) {
    const aggregate = bandAggregate(bands, row.day, row.route, row.name);
    if (aggregate) addStoredCounts(aggregate, row, decodeHistogram(row.histogram));
  }
}

/*
 * A finished day's rollup rows never change (no rollup claims a day past its end), so the sums of
 * the windows' finished days are kept between views, per database handle. When the windows move
 * on (a new day) or another day finishes, only the days that changed band are read again: taken
 * out of the band they were in, added to the one they are in now. A view then reads the marks,
 * today's rollup rows, the raw samples of the last minutes and those few days; a month of rows for
 * every route is read by the first view after the server starts.
 */
type FinishedSums = { days: string[]; bands: Bands };
const finishedSumsKept = new WeakMap<Kysely<Database>, FinishedSums>();
// More days than this changing band at once (the server was away for a week) is read afresh.
const MOST_DAYS_MOVED = 7;

async function finishedSums(trx: Kysely<Database>, kept: FinishedSums | undefined, firstDays: string[], days: string[]): Promise<FinishedSums> {
  const rollups = trx.selectFrom("vitals_daily").select(ROLLUP_COLUMNS);
  if (kept && kept.bands.firstDays.length === firstDays.length) {
    const moves = new Map<string, { from: number; to: number }>();
    for (const day of new Set([...kept.days, ...days])) {
      const from = kept.days.includes(day) ? bandOf(kept.bands.firstDays, day) : -1;
      const to = days.includes(day) ? bandOf(firstDays, day) : -1;
      if (from !== to) moves.set(day, { from, to });
    }
    if (moves.size === 0 && kept.bands.firstDays.every((day, index) => day === firstDays[index])) return kept;
    if (moves.size <= MOST_DAYS_MOVED) {
      // A copy: a view still summing the kept bands must not see them change.
      const bands = copyBands(kept.bands, firstDays);
      const rows = moves.size > 0 ? await rollups.where("day", "in", [...moves.keys()]).execute() : [];
      for (const row of rows) {
        const { from, to } = moves.get(row.day)!;
        const histogramRuns = decodeHistogram(row.histogram);
        if (from !== -1) addStoredCounts(aggregateAt(bands, from, row.route, row.name), row, histogramRuns, -1);
        if (to !== -1) addStoredCounts(aggregateAt(bands, to, row.route, row.name), row, histogramRuns);
      }
      return { days, bands };
    }
  }
  const bands: Bands = { firstDays, routes: new Map() };
  addRollups(bands, days.length > 0 ? await rollups.where("day", "in", days).execute() : []);
  return { days, bands };
}

/*
 * A day the rollup has reached part of (today, usually) keeps its rollup rows until the rollup
 * moves its mark on: they are read again only then. The windows' sums of those and of the
 * finished days are kept the same way, so a view mostly adds the raw samples of the last minutes.
 */
type RolledSums = { finished: Bands; partDaysKey: string; part: Bands; totals: Map<number, WindowTotals> };
const rolledSumsKept = new WeakMap<Kysely<Database>, RolledSums>();

async function rolledSums(
  trx: Kysely<Database>,
  kept: RolledSums | undefined,
  finished: Bands,
  firstDays: string[],
  partDays: { day: string; rolled_until: string }[],
): Promise<RolledSums> {
  const partDaysKey = JSON.stringify([firstDays, partDays]);
  if (kept?.partDaysKey === partDaysKey) return kept.finished === finished ? kept : { finished, partDaysKey, part: kept.part, totals: new Map() };
  const part: Bands = { firstDays, routes: new Map() };
  const days = partDays.map((mark) => mark.day);
  if (days.length > 0) addRollups(part, await trx.selectFrom("vitals_daily").select(ROLLUP_COLUMNS).where("day", "in", days).execute());
  return { finished, partDaysKey, part, totals: new Map() };
}

function rolledTotals(sums: RolledSums, lastBand: number): WindowTotals {
  let totals = sums.totals.get(lastBand);
  if (!totals) sums.totals.set(lastBand, (totals = totalsOf([sums.finished, sums.part], lastBand)));
  return totals;
}

/**
 * p75, sample and rating counts of each metric, per route and overall, for each window of
 * `windows` days (today, UTC, and the days before it). Finished days come from the daily rollups;
 * what the rollups do not cover yet (today since the last rollup) from the raw samples, bucketed
 * the same way. It is all read in one snapshot (repeatable read on PostgreSQL, a read transaction
 * on SQLite), so a rollup committing meanwhile cannot make a sample count twice or not at all.
 */
export async function getVitalsSummaries(db: Kysely<Database>, windows: readonly number[], now = new Date()): Promise<VitalsSummary[]> {
  const today = dayOf(now.toISOString());
  const lengths = [...new Set(windows)].sort((a, b) => a - b);
  const firstDays = lengths.map((days) => addDays(today, -(days - 1)));
  const firstDay = firstDays[firstDays.length - 1]!;
  const recent: Bands = { firstDays, routes: new Map() };
  const rolled = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const marks = await trx.selectFrom("vitals_rollup_days").select(["day", "rolled_until"]).where("day", ">=", firstDay).where("day", "<=", today).orderBy("day").execute();
      const isFinished = (mark: { day: string; rolled_until: string }) => mark.rolled_until >= startOfDay(addDays(mark.day, 1));
      const finishedDays = marks.filter(isFinished).map((mark) => mark.day);

      const finished = await finishedSums(trx, finishedSumsKept.get(db), firstDays, finishedDays);
      finishedSumsKept.set(db, finished);
      const sums = await rolledSums(trx, rolledSumsKept.get(db), finished.bands, firstDays, marks.filter((mark) => !isFinished(mark)));
      rolledSumsKept.set(db, sums);

      const rolledUntil = new Map(marks.map((mark) => [mark.day, mark.rolled_until]));
      for (const [from, to] of uncoveredRanges(rolledUntil, firstDay, today)) {
        await readRawVitals(trx, from, to, (rows) => {
          for (const row of rows) {
            const aggregate = bandAggregate(recent, dayOf(row.created_at), row.route, row.name);
            if (aggregate) addSample(aggregate, row.name, row.value);
          }
        });
      }
      return sums;
    });
  return windows.map((days) => {
    const lastBand = lengths.indexOf(days);
    return summaryOf(withRecent(rolledTotals(rolled, lastBand), totalsOf([recent], lastBand)), days);
  });
}

/** One window's summary (see getVitalsSummaries). */
export async function getVitalsSummary(db: Kysely<Database>, days: number, now = new Date()): Promise<VitalsSummary> {
  const [summary] = await getVitalsSummaries(db, [days], now);
  return summary!;
}
