// Soak test: starts the production server (built if needed) and sends it mixed traffic — pages
// (prerendered, the blog, careers, the contact page), blog comments and enquiries with files, each
// submission with a solved captcha and its own visitor address — first in a short ramp that finds
// the most the machine serves without an error, then holding that for --seconds. Reports the rate,
// p50/p99 per kind of request, the errors, and the server's memory (RSS) from start to end.
//
//   npm run soak [-- --seconds 60] [--postgres postgres://postgres@127.0.0.1:5432/test --redis redis://127.0.0.1:6379]
//
// Traffic goes to the server it starts, on 127.0.0.1 only. Exits non-zero when a request failed
// while holding the rate. Prints a Markdown summary for docs/reliability.md.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import pg from "pg";
import { prerenderedPaths } from "../app/prerendered-paths.ts";
import { readSitemapPaths } from "../tests/helpers/read-sitemap.ts";
import { ensureBuild } from "./ensure-build.ts";
import { freePort } from "./lib/free-port.ts";
import { PRODUCTION_ALLOCATOR_ENV } from "./production-allocator-env.ts";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    postgres: { type: "string" },
    redis: { type: "string" },
    "step-seconds": { type: "string", default: "5" },
    "max-concurrency": { type: "string", default: "128" },
  },
});
const holdSeconds = Number(options.seconds);
const stepSeconds = Number(options["step-seconds"]);
const maxConcurrency = Number(options["max-concurrency"]);
const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");

type Kind = "prerendered page" | "blog and careers page" | "comment" | "enquiry with file";
/** Shares of the traffic: mostly reading, as on a company site, with a steady trickle of posts. */
const MIX: [Kind, number][] = [
  ["prerendered page", 60],
  ["blog and careers page", 25],
  ["comment", 8],
  ["enquiry with file", 7],
];

type Sample = { kind: Kind; ms: number; ok: boolean; failure?: string };

async function runAdminStatement(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

let visitors = 0;
/** A visitor address of its own for every submission (one trusted proxy hop, TRUST_PROXY=1). */
function nextVisitor(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)]!;
}

function pickKind(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return MIX[0]![0];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function createTraffic(baseUrl: string, postIds: number[]) {
  const pages = prerenderedPaths();
  const dynamicPages = ["/blog", "/blog?page=2", ...postIds.map((id) => `/blog/${id}`), "/careers", "/contactus"];
  const browserHeaders = { "accept-encoding": "br, gzip", accept: "text/html" };

  async function solve(): Promise<string> {
    const challenge = (await (await fetch(`${baseUrl}/captcha/challenge`, { headers: { "accept-encoding": "identity" } })).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  async function page(path: string): Promise<string | null> {
    const response = await fetch(`${baseUrl}${path}`, { headers: browserHeaders });
    await response.arrayBuffer();
    return response.status === 200 ? null : `${path} answered ${response.status}`;
  }

  async function comment(): Promise<string | null> {
    const postId = pick(postIds);
    const body = new URLSearchParams({ name: "Soak Test", message: `Soak comment ${randomBytes(6).toString("hex")}`, altcha: await solve() });
    // As the comment form's script posts it.
    const response = await fetch(`${baseUrl}/blog/${postId}.data`, { method: "POST", body, headers: { "x-forwarded-for": nextVisitor() } });
    const text = await response.text();
    return response.status === 200 && text.includes('"ok",true') ? null : `comment answered ${response.status}`;
  }

  async function enquiry(): Promise<string | null> {
    const form = new FormData();
    form.set("name", "Soak Test");
    form.set("email", "soak@example.com");
    form.set("phone", "+91-9876543210");
    form.set("message", `Soak enquiry ${randomBytes(6).toString("hex")}`);
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(randomInt(8 * 1024, 200 * 1024)), Buffer.from("\n%%EOF\n")]);
    form.set("attachment", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "brief.pdf");
    form.set("altcha", await solve());
    const response = await fetch(`${baseUrl}/api/enquiries`, { method: "POST", body: form, headers: { "x-forwarded-for": nextVisitor(), accept: "application/json" } });
    const reply = (await response.json()) as { ok?: boolean; message?: string };
    return response.status === 200 && reply.ok ? null : `enquiry answered ${response.status}: ${reply.message}`;
  }

  return async function one(): Promise<Sample> {
    const kind = pickKind();
    const started = performance.now();
    let failure: string | null;
    try {
      if (kind === "prerendered page") failure = await page(pick(pages));
      else if (kind === "blog and careers page") failure = await page(pick(dynamicPages));
      else if (kind === "comment") failure = await comment();
      else failure = await enquiry();
    } catch (error) {
      failure = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
    }
    return { kind, ms: performance.now() - started, ok: failure === null, ...(failure ? { failure } : {}) };
  };
}

/** Runs `concurrency` visitors back to back for `seconds`; each starts its next request when the last one is answered. */
async function run(one: () => Promise<Sample>, concurrency: number, seconds: number, onTick?: () => void): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const ticker = onTick ? setInterval(onTick, 1000) : undefined;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) samples.push(await one());
    }),
  );
  if (ticker) clearInterval(ticker);
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function summarize(samples: Sample[], seconds: number) {
  const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const byKind = new Map<Kind, number[]>();
  for (const sample of samples) byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), sample.ms]);
  return {
    requests: samples.length,
    rate: samples.length / seconds,
    errors: samples.filter((sample) => !sample.ok).length,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    kinds: [...byKind].map(([kind, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return { kind, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    }),
    failures: [...new Set(samples.flatMap((sample) => (sample.failure ? [sample.failure] : [])))].slice(0, 10),
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  // The compiled production server, started as `npm run serve` does.
  return spawn(process.execPath, ["scripts/serve.js"], { cwd: root, env: { ...process.env, ...PRODUCTION_ALLOCATOR_ENV, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  ensureBuild(root, buildDirectory);
  const workDirectory = mkdtempSync(path.join(os.tmpdir(), "kairav-soak-"));
  const databaseName = `kairav_soak_${process.pid}`;
  let databaseUrl: string | undefined;
  if (options.postgres) {
    // A database of its own, dropped at the end.
    await runAdminStatement(options.postgres, `create database ${databaseName}`);
    const url = new URL(options.postgres);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({
    NODE_ENV: "production",
    BUILD_DIR: buildDirectory,
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    // The cheapest proof of work the server accepts: the soak measures the server, not the solver.
    CAPTCHA_MAX_COUNTER: "4",
    ALTCHA_HMAC_KEY: "soak-test-captcha-key-0123456789abcdef",
    SESSION_SECRET: "soak-test-session-secret-0123456789abcdef",
    SQLITE_PATH: path.join(workDirectory, "site.db"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.redis ? { REDIS_URL: options.redis } : {}),
  });
  let exitCode = 0;
  try {
    await waitUntilReady(baseUrl, server);
    const pid = server.pid!;
    const sitemapPaths = await readSitemapPaths(async (sitemapPath) => (await fetch(`${baseUrl}${sitemapPath}`)).text());
    const postIds = sitemapPaths.flatMap((sitemapPath) => /^\/blog\/(\d+)$/.exec(sitemapPath)?.[1] ?? []).map(Number);
    const one = createTraffic(baseUrl, postIds.length > 0 ? postIds : [1, 2, 3]);
    const rssAtStart = residentMegabytes(pid);

    // Warm-up, then the ramp: double the visitors while the rate grows (by 5 % or more, with one
    // step of grace for noise), there is no error and p99 stays under a second.
    await run(one, 4, 3);
    console.log(`ramp (${stepSeconds} s steps):`);
    let best = { concurrency: 1, rate: 0 };
    let flatSteps = 0;
    for (let concurrency = 1; concurrency <= maxConcurrency && flatSteps < 2; concurrency *= 2) {
      const stepRun = await run(one, concurrency, stepSeconds);
      const step = summarize(stepRun.samples, stepRun.seconds);
      console.log(`  ${String(concurrency).padStart(3)} visitors: ${step.rate.toFixed(0)} req/s, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, ${step.errors} errors`);
      if (step.errors > 0 || step.p99 > 1000) break;
      flatSteps = step.rate < best.rate * 1.05 ? flatSteps + 1 : 0;
      if (step.rate > best.rate) best = { concurrency, rate: step.rate };
    }

    console.log(`holding ${best.concurrency} visitors for ${holdSeconds} s…`);
    const rssAtHoldStart = residentMegabytes(pid);
    let rssPeak = rssAtHoldStart;
    const hold = await run(one, best.concurrency, holdSeconds, () => {
      rssPeak = Math.max(rssPeak, residentMegabytes(pid));
    });
    const rssAtEnd = residentMegabytes(pid);
    const result = summarize(hold.samples, hold.seconds);
    if (result.errors > 0) exitCode = 1;

    const database = databaseUrl ? `PostgreSQL${options.redis ? " + Redis" : ""}` : "SQLite";
    console.log(`\n### Soak: ${database}, ${best.concurrency} concurrent visitors, ${holdSeconds} s\n`);
    console.log("| requests | rate | p50 | p99 | errors | server RSS: started → hold start → peak → end |");
    console.log("|---|---|---|---|---|---|");
    console.log(
      `| ${result.requests} | ${result.rate.toFixed(0)} req/s | ${result.p50.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | **${result.errors}** | ${rssAtStart} → ${rssAtHoldStart} → ${rssPeak} → ${rssAtEnd} MB |`,
    );
    console.log("\n| kind | requests | p50 | p99 |\n|---|---|---|---|");
    for (const kind of result.kinds) console.log(`| ${kind.kind} | ${kind.count} | ${kind.p50.toFixed(1)} ms | ${kind.p99.toFixed(1)} ms |`);
    if (result.failures.length > 0) console.log(`\nfailures:\n${result.failures.map((failure) => `  ${failure}`).join("\n")}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(workDirectory, { recursive: true, force: true });
    if (databaseUrl) await runAdminStatement(options.postgres!, `drop database if exists ${databaseName}`);
  }
  process.exit(exitCode);
}

await main();
