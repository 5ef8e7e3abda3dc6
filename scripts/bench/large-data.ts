// `npm run bench -- --large`: the site with years of content (scripts/large/seed-large-content.ts),
// on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. Per route: the HTML's size, and
// the latency of one request at a time, cached (the same address again) and uncached (addresses
// no cache holds yet: other pages, posts, queries); then unknown addresses under load against a
// cached page, the memory a CSV export of every enquiry takes, and the server's RSS after it all
// (right after the last request, and once it has been at rest for REST_SECONDS).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { largeTextWords } from "../large/large-content-words.ts";
import { prepareLargeDatabase } from "../large/prepare-large-database.ts";
import { findNodePid, memoryOf, stop, waitForOk } from "./processes.ts";
import { signIn, type StaffSession } from "./staff-session.ts";
import { startTimingClient, type TimingClient } from "./timing-client.ts";
import { measureOnce } from "./wrk.ts";

export const LARGE_DATA_STAFF = { email: "large-data@kairav.example", password: "large data bench password 2026" };

const REQUESTS = 200;
const STAFF_REQUESTS = 60;
/**
 * Untimed requests before each series, of the same kind as the series but never of an address it
 * measures: the first requests of a route compile its code in the server and the client's fetch
 * in the bench, tens of milliseconds each, which is start-up, not the route's latency; counted,
 * two of them are the p99 of 200.
 */
export const WARM_UP_REQUESTS = 20;
/**
 * How long the server is left without requests before its RSS at rest is read. Right after the
 * last request its heap still holds the garbage of the run, which no collection has needed to
 * reclaim yet. V8 gives it back by itself once the process is idle: its memory reducer ran three
 * compacting collections 40–60 s after the burst on this machine (174 MB of heap down to 51 MB),
 * and once took longer than 60 s.
 */
export const REST_SECONDS = 120;

export type RouteTiming = {
  label: string;
  kind: "public" | "staff";
  htmlBytes: number;
  cached?: { p50Ms: number; p99Ms: number };
  uncached?: { p50Ms: number; p99Ms: number; requests: number };
};

export type LargeDataRun = {
  database: "SQLite" | "PostgreSQL";
  seedSeconds: number;
  routes: RouteTiming[];
  unknownPaths: { requestsPerSecond: number; cachedPageRequestsPerSecond: number };
  csvExport: { bytes: number; rssRiseMiB: number; seconds: number };
  /** RSS idle after start, right after the last request, after REST_SECONDS without requests, and its peak. */
  memory: { idleMiB: number; afterRunMiB: number; atRestMiB: number; peakMiB: number };
};

type StartServer = (env: NodeJS.ProcessEnv) => ChildProcess;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

function summarize(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

type PublicRoute = {
  label: string;
  cached?: string;
  uncached?: (index: number) => string;
  /** For the warm-up of an uncached series: addresses of the same kind that `uncached` never gives. */
  warmUp?: (index: number) => string;
  status?: number;
};

const warmUpAddresses = (address: (index: number) => string) => Array.from({ length: WARM_UP_REQUESTS }, (_, index) => address(index));

async function measurePublic(client: TimingClient, origin: string, route: PublicRoute): Promise<RouteTiming> {
  const expected = [route.status ?? 200];
  const timing: RouteTiming = { label: route.label, kind: "public", htmlBytes: 0 };
  if (route.cached) {
    await client.series(warmUpAddresses(() => `${origin}${route.cached}`), {}, expected);
    const { times, bytes } = await client.series(Array.from({ length: REQUESTS }, () => `${origin}${route.cached}`), {}, expected);
    timing.cached = summarize(times);
    timing.htmlBytes = bytes;
  }
  if (route.uncached) {
    const uncached = route.uncached;
    if (route.warmUp) await client.series(warmUpAddresses((index) => `${origin}${route.warmUp!(index)}`), {}, expected);
    const { times, bytes } = await client.series(Array.from({ length: REQUESTS }, (_, index) => `${origin}${uncached(index)}`), {}, expected);
    timing.uncached = { ...summarize(times), requests: times.length };
    timing.htmlBytes = Math.max(timing.htmlBytes, bytes);
  }
  console.log(`bench --large: ${route.label}: ${(timing.htmlBytes / 1024).toFixed(1)} KB, cached p99 ${timing.cached?.p99Ms.toFixed(1) ?? "–"} ms, uncached p99 ${timing.uncached?.p99Ms.toFixed(1) ?? "–"} ms`);
  return timing;
}

async function measureStaff(client: TimingClient, origin: string, session: StaffSession, label: string, address: string): Promise<RouteTiming> {
  const headers = { cookie: session.cookie };
  await client.series(Array.from({ length: WARM_UP_REQUESTS / 4 }, () => `${origin}${address}`), headers, [200]);
  const { times, bytes } = await client.series(Array.from({ length: STAFF_REQUESTS }, () => `${origin}${address}`), headers, [200]);
  console.log(`bench --large: ${label}: ${(bytes / 1024).toFixed(1)} KB, p99 ${summarize(times).p99Ms.toFixed(1)} ms`);
  return { label, kind: "staff", htmlBytes: bytes, uncached: { ...summarize(times), requests: times.length } };
}

/** The export's bytes, and how far the server's RSS rose above where it was while it streamed. */
async function measureCsvExport(origin: string, session: StaffSession, pid: number) {
  const before = memoryOf(pid).rssMiB;
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rssMiB)), 25);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/admin/enquiries.csv`, { headers: { cookie: session.cookie } });
    if (response.status !== 200) throw new Error(`/admin/enquiries.csv answered ${response.status}`);
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
    return { bytes, rssRiseMiB: highest - before, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

/** Unknown addresses, each different (a wrk script), against a cached page, under the same load. */
async function measureUnknownPaths(origin: string, scriptPath: string) {
  writeFileSync(scriptPath, 'counter = 0\nrequest = function()\n  counter = counter + 1\n  return wrk.format("GET", "/no-such-page-" .. counter .. "-" .. math.random(1, 1000000000))\nend\n');
  await measureOnce(`${origin}/blog`, 2);
  const cached = await measureOnce(`${origin}/blog`, 10);
  await measureOnce(`${origin}/`, 2, undefined, scriptPath);
  const unknown = await measureOnce(`${origin}/`, 10, undefined, scriptPath);
  console.log(`bench --large: unknown addresses ${unknown.requestsPerSecond.toFixed(0)} req/s against /blog ${cached.requestsPerSecond.toFixed(0)} req/s`);
  return { requestsPerSecond: unknown.requestsPerSecond, cachedPageRequestsPerSecond: cached.requestsPerSecond };
}

async function publicRoutes(handle: DatabaseHandle): Promise<PublicRoute[]> {
  const { db } = handle;
  const posts = (await db.selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").execute()).map((row) => row.id);
  const hot = await db.selectFrom("comments").select("post_id").groupBy("post_id").orderBy((eb) => eb.fn.countAll(), "desc").limit(1).executeTakeFirstOrThrow();
  const category = await db.selectFrom("categories").select("slug").orderBy("id").executeTakeFirstOrThrow();
  const pageCount = Math.ceil(posts.length / 5);
  const spread = (index: number, count: number) => 1 + Math.floor((index * (count - 1)) / (REQUESTS - 1));
  const word = (index: number) => largeTextWords[(index * 7) % largeTextWords.length];
  const unknownAddress = (index: number) => `/no-such-page-${index}-${randomBytes(4).toString("hex")}`;
  return [
    { label: "`/` (home)", cached: "/" },
    // Warm-ups take the page after each of the first measured ones: the pages measured lie at least three apart.
    { label: "`/blog?page=N` (blog list)", cached: "/blog", uncached: (index) => `/blog?page=${spread(index, pageCount)}`, warmUp: (index) => `/blog?page=${spread(index, pageCount) + 1}` },
    {
      label: "`/blog?category=…` (category)",
      cached: `/blog?category=${category.slug}`,
      uncached: (index) => `/blog?category=${category.slug}&page=${spread(index, Math.ceil(pageCount / 6))}`,
      warmUp: (index) => `/blog?category=${category.slug}&page=${spread(index, Math.ceil(pageCount / 6)) + 1}`,
    },
    {
      label: "`/blog/N` (post; cached: the one with most comments)",
      cached: `/blog/${hot.post_id}`,
      uncached: (index) => `/blog/${posts[Math.floor((index * posts.length) / REQUESTS)]}`,
      warmUp: (index) => `/blog/${posts[Math.floor((index * posts.length) / REQUESTS) + 1]}`,
    },
    { label: "`/careers`", cached: "/careers", uncached: (index) => `/careers?visit=${index}`, warmUp: (index) => `/careers?visit=${REQUESTS + index}` },
    {
      label: "`/search?q=…` (site search)",
      uncached: (index) => `/search?q=${encodeURIComponent(index % 3 === 0 ? `${word(index)} ${word(index + 1)}` : word(index)!)}`,
      // Two words no measured query pairs.
      warmUp: (index) => `/search?q=${encodeURIComponent(`${word(index)} ${word(index + 2)}`)}`,
    },
    { label: "`/sitemap.xml` (index)", cached: "/sitemap.xml" },
    { label: "`/sitemaps/blog-1.xml` (child sitemap)", cached: "/sitemaps/blog-1.xml" },
    // Each address is new (a random part), so the warm-up asks for others the same way.
    { label: "unknown addresses (404)", status: 404, uncached: unknownAddress, warmUp: unknownAddress },
  ];
}

const staffRoutes = [
  ["`/admin/comments`", "/admin/comments"],
  ["`/admin/comments?q=…`", "/admin/comments?q=pipeline"],
  ["`/admin/posts`", "/admin/posts"],
  ["`/admin/jobs`", "/admin/jobs"],
  ["`/admin/enquiries`", "/admin/enquiries"],
  ["`/admin/enquiries?q=…`", "/admin/enquiries?q=anita"],
  ["`/admin/applications`", "/admin/applications"],
  ["`/admin/outbox`", "/admin/outbox"],
  ["`/admin/audit`", "/admin/audit"],
  ["`/admin/media`", "/admin/media"],
  ["`/admin/vitals`", "/admin/vitals"],
] as const;

type Target = { database: LargeDataRun["database"]; env: NodeJS.ProcessEnv; open: () => DatabaseHandle; cleanUp: () => Promise<void> };

async function sqliteTarget(dataDirectory: string): Promise<Target> {
  const file = path.join(dataDirectory, "large.db");
  return { database: "SQLite", env: { SQLITE_PATH: file }, open: () => createDatabase({ sqlitePath: file }), cleanUp: async () => {} };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const schema = `bench_large_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    database: "PostgreSQL",
    // Instances sharing a database must share these secrets; one instance runs here.
    env: { DATABASE_URL: url.toString(), ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"), SESSION_SECRET: randomBytes(32).toString("hex") },
    open: () => createDatabase({ databaseUrl: url.toString(), sqlitePath: ":memory:" }),
    cleanUp: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function measureTarget(target: Target, startServer: StartServer, origin: string, dataDirectory: string, scale: number, clientCpu: number): Promise<LargeDataRun> {
  const handle = target.open();
  let seedSeconds: number;
  let routesToMeasure: PublicRoute[];
  try {
    const started = performance.now();
    await prepareLargeDatabase(handle.db, { scale, log: (line) => console.log(`bench --large: ${target.database}: ${line}`) });
    seedSeconds = (performance.now() - started) / 1000;
    routesToMeasure = await publicRoutes(handle);
  } finally {
    await handle.close();
  }
  const server = startServer({ ...target.env, ADMIN_BOOTSTRAP_EMAIL: LARGE_DATA_STAFF.email, ADMIN_BOOTSTRAP_PASSWORD: LARGE_DATA_STAFF.password });
  try {
    await waitForOk(`${origin}/readyz`, server, 600);
    const pid = findNodePid(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleMiB = memoryOf(pid).rssMiB;
    const routes: RouteTiming[] = [];
    const session = await signIn(origin, LARGE_DATA_STAFF);
    const client = startTimingClient(clientCpu);
    try {
      for (const route of routesToMeasure) routes.push(await measurePublic(client, origin, route));
      for (const [label, address] of staffRoutes) routes.push(await measureStaff(client, origin, session, label, address));
    } finally {
      client.close();
    }
    const csvExport = await measureCsvExport(origin, session, pid);
    const unknownPaths = await measureUnknownPaths(origin, path.join(dataDirectory, "unknown-paths.lua"));
    const afterRunMiB = memoryOf(pid).rssMiB;
    console.log(`bench --large: RSS ${afterRunMiB.toFixed(0)} MiB after the run; ${REST_SECONDS} s at rest follow`);
    await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
    const memory = memoryOf(pid);
    return { database: target.database, seedSeconds, routes, unknownPaths, csvExport, memory: { idleMiB, afterRunMiB, atRestMiB: memory.rssMiB, peakMiB: memory.peakMiB } };
  } finally {
    await stop(server);
  }
}

/** SQLite, then PostgreSQL when TEST_DATABASE_URL names a server; requests are timed from a process on `clientCpu`. */
export async function measureLargeData(options: { startServer: StartServer; origin: string; dataDirectory: string; scale: number; clientCpu: number }): Promise<LargeDataRun[]> {
  const runs: LargeDataRun[] = [];
  const targets: (() => Promise<Target>)[] = [() => sqliteTarget(options.dataDirectory)];
  const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
  if (postgresUrl) targets.push(() => postgresTarget(postgresUrl));
  else console.log("bench --large: PostgreSQL skipped: TEST_DATABASE_URL is not set");
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      runs.push(await measureTarget(target, options.startServer, options.origin, options.dataDirectory, options.scale, options.clientCpu));
    } finally {
      await target.cleanUp();
    }
  }
  return runs;
}
