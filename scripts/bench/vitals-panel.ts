// The staff web-vitals page's read at real traffic (ADR 017): 5 million raw samples (ten days of
// 500,000), thirty days of rollups for 200 routes, and the raw samples of the last few minutes
// that no rollup has reached yet. Prints how long the first rollup of those samples takes and the
// page's read for the 7- and 30-day windows together (the first after start, the following ones,
// and the first of the next day), on a temporary SQLite file and, when TEST_DATABASE_URL is set,
// in a temporary PostgreSQL schema.
//
//   npx tsx scripts/bench/vitals-panel.ts
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import type { Database } from "#app/db/schema.ts";
import { getVitalsSummaries } from "#app/features/vitals/get-vitals-summary.server.ts";
import { rollUpVitals } from "#app/features/vitals/roll-up-vitals.server.ts";
import { addDays } from "#app/features/vitals/vitals-days.ts";
import { insertRawVitals } from "./insert-raw-vitals.ts";

const RAW_SAMPLES = 5_000_000;
const RAW_DAYS = 10;
const ROUTES = 200;
const PANEL_DAYS = 30;
// The rollup runs every five minutes and leaves the last minute: at worst six minutes of samples are read raw.
const UNROLLED_MS = 6 * 60 * 1000;
const RUNS = 15;

/** The days before the raw samples, as a site running for a month has them: copies of the oldest rolled-up day. */
async function copyRollupsBack(db: Kysely<Database>, oldestDay: string, days: number): Promise<void> {
  const template = await db.selectFrom("vitals_daily").selectAll().where("day", "=", oldestDay).execute();
  for (let back = 1; back <= days; back += 1) {
    const day = addDays(oldestDay, -back);
    for (let startRow = 0; startRow < template.length; startRow += 500) {
      await db.insertInto("vitals_daily").values(template.slice(startRow, startRow + 500).map((row) => ({ ...row, day }))).execute();
    }
    await db.insertInto("vitals_rollup_days").values({ day, rolled_until: `${addDays(day, 1)}T00:00:00.000Z` }).execute();
  }
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const now = new Date();
  await migrateToLatest(db);
  let started = performance.now();
  await insertRawVitals(db, { samples: RAW_SAMPLES, days: RAW_DAYS, routes: ROUTES, now });
  console.log(`${label}: ${RAW_SAMPLES.toLocaleString("en-GB")} raw samples inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const rolled = await rollUpVitals(db, new Date(now.getTime() - UNROLLED_MS + 60_000));
  console.log(`${label}: first rollup of ${rolled.samples.toLocaleString("en-GB")} samples over ${rolled.days} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const oldest = await db.selectFrom("vitals_daily").select((eb) => eb.fn.min("day").as("day")).executeTakeFirstOrThrow();
  const rolledDays = (await db.selectFrom("vitals_rollup_days").select("day").execute()).length;
  await copyRollupsBack(db, oldest.day, PANEL_DAYS - rolledDays);
  const rollupRows = await db.selectFrom("vitals_daily").select((eb) => eb.fn.countAll<number>().as("rows")).executeTakeFirstOrThrow();

  // The first read adds up every finished day; later ones reuse those sums until another day finishes.
  const times: number[] = [];
  let summaries: Awaited<ReturnType<typeof getVitalsSummaries>> = [];
  for (let run = 0; run <= RUNS; run += 1) {
    started = performance.now();
    summaries = await getVitalsSummaries(db, [7, 30], now);
    times.push(performance.now() - started);
  }
  const [first, ...later] = times;
  later.sort((a, b) => a - b);
  // The next day: the windows move on, and the kept sums with them.
  started = performance.now();
  await getVitalsSummaries(db, [7, 30], new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const nextDay = performance.now() - started;
  const month = summaries[1]!;
  const samples = Object.values(month.overall).reduce((sum, stat) => sum + (stat?.samples ?? 0), 0);
  console.log(
    `${label}: staff page read (7 and 30 days) over ${Number(rollupRows.rows).toLocaleString("en-GB")} rollup rows and ${samples.toLocaleString("en-GB")} samples: ` +
      `first ${first!.toFixed(0)} ms, then median ${later[Math.floor(later.length / 2)]!.toFixed(0)} ms, slowest ${later.at(-1)!.toFixed(0)} ms of ${RUNS}; ` +
      `first of the next day ${nextDay.toFixed(0)} ms`,
  );
}

async function run(): Promise<void> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "kairav-vitals-bench-"));
  const sqlite = createDatabase({ sqlitePath: path.join(directory, "site.db") });
  try {
    await measure("SQLite", sqlite);
  } finally {
    await sqlite.close();
    rmSync(directory, { recursive: true, force: true });
  }

  const baseUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!baseUrl) return console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set");
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const postgres = createDatabase({ databaseUrl: url.toString(), sqlitePath: ":memory:" });
  try {
    await measure("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

await run();
