// `npm run lighthouse [-- /path …]`: builds when stale, starts the production
// server on a throw-away database, runs Lighthouse 12 (mobile, simulated
// throttling) three times per page in Debian's Chromium, and writes the
// median run of each page into docs/benchmarks.md. Each page is measured four
// ways in the same run, taking turns run by run: as served (4× CPU slowdown), on a
// slower phone (8×), and as its HTML alone with every script removed
// (scripts/bench/script-free-proxy.ts) at both: the floors its main-thread work and its
// slower phone's score are compared with.
//
// `npm run lighthouse -- --against <build dir> [--runs N] [/path …]` compares instead: the same
// pages served from another build (made before a change, say) take turns with this build and the
// HTML alone (no 8× run), and the main-thread work of both builds is printed, in all and by
// Lighthouse's groups (script evaluation, style and layout, …), not written to the docs. A change worth a
// few percent needs more runs than the record's three on a shared machine.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startScriptFreeProxy } from "./bench/script-free-proxy.ts";
import { ensureBuild } from "./ensure-build.ts";

const port = 3300;
const scriptFreePort = 3301;
const againstPort = 3302;

/** The value after `--name` in the arguments, taken out of them; undefined without one. */
function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

const args = process.argv.slice(2);
const againstBuild = takeOption(args, "against");
const runs = Number(takeOption(args, "runs") ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number of runs");
const runsInWords = runs === 1 ? "one run" : `median of ${runs} runs`;
const defaultPages = [
  "/",
  "/services/platform-development",
  "/industries/banking-and-finance",
  "/solutions",
  "/solutions/videokyc",
  "/aboutus/life-at-kairav",
  "/aboutus/our-celebrations",
  "/blog",
  "/blog/1",
  "/contactus",
  "/careers",
];
const pages = args.length > 0 ? args : defaultPages;
const root = process.cwd();

type Result = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
  mainThreadMs: number;
  /** The main-thread work by Lighthouse's groups (script evaluation, style and layout, …), in ms. */
  mainThreadGroups: Record<string, number>;
};

type PageResult = Result & { slowPhone?: Result; htmlAlone: Result; htmlAloneSlowPhone?: Result; against?: Result };

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

/**
 * The median run by score (then LCP), with the median main-thread work of all runs: the run with
 * the median score is not the one with the median main-thread work, and that figure is compared
 * with another variant's, where one unusual run would move the ratio.
 */
function median(results: Result[]): Result {
  const middle = Math.floor(results.length / 2);
  const sorted = [...results].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[middle]!;
  const groups = new Set(results.flatMap((result) => Object.keys(result.mainThreadGroups)));
  return {
    ...sorted[middle]!,
    mainThreadMs: medianOf(results.map((result) => result.mainThreadMs)),
    mainThreadGroups: Object.fromEntries([...groups].map((group) => [group, medianOf(results.map((result) => result.mainThreadGroups[group] ?? 0))])),
  };
}

ensureBuild(root, path.resolve(root, process.env.BUILD_DIR ?? "build"));
if (againstBuild && !existsSync(path.resolve(root, againstBuild, "server/index.js"))) throw new Error(`no build in ${againstBuild}`);

/** The compiled server on `serverPort`, with a database of its own; Node itself, so killing this process stops it (npx would leave it orphaned). */
function startServer(serverPort: number, buildDirectory?: string) {
  const database = path.join(root, `data/lighthouse-${serverPort}.db`);
  rmSync(database, { force: true });
  return spawn(process.execPath, ["scripts/serve.js"], {
    env: {
      ...process.env,
      ...(buildDirectory ? { BUILD_DIR: buildDirectory } : {}),
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      SQLITE_PATH: database,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: "inherit",
  });
}
const servers = [startServer(port), ...(againstBuild ? [startServer(againstPort, againstBuild)] : [])];
// The ports the builds are served on: this build's, and the other's when comparing.
const buildPorts = againstBuild ? [port, againstPort] : [port];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** One Lighthouse run; one whose trace could not be read is run again, twice at most. */
async function runOnce(url: string, cpuSlowdownMultiplier: number): Promise<Result> {
  for (let failures = 0; ; failures += 1) {
    const outcome = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttling: { cpuSlowdownMultiplier } } as never);
    const lhr = outcome?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run without a main-thread figure, counted as 0 ms, would be the median and divide by nothing.
    if (lhr.audits["mainthread-work-breakdown"]?.numericValue === undefined && failures < 2) {
      console.warn(`${url}: a run without a main-thread figure (${lhr.runtimeError?.code ?? lhr.audits["mainthread-work-breakdown"]?.errorMessage ?? "no reason given"}), run again`);
      continue;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
    const groups = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
    const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      path: new URL(url).pathname,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      scriptBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
      totalBytes: items.find((item) => item.resourceType === "total")?.transferSize ?? 0,
      mainThreadMs: numeric("mainthread-work-breakdown"),
      mainThreadGroups: Object.fromEntries(groups.map((item) => [item.group, item.duration])),
    };
  }
}

/**
 * The page as served (4× CPU), its HTML alone, and both on a slower phone (8×), `runs` times
 * each. The variants take turns run by run rather than one after the other, so that a change in
 * the machine's load while a page is measured moves them all alike: the ratio compares the page
 * with its HTML alone, and measured a minute apart the two differed by a third with no change.
 * The HTML alone at 8× is what no script can improve on: on a busy machine it scored 69–100
 * itself, run by run, and a page's 8× score is only the scripts' to answer for above it.
 */
async function measurePage(page: string): Promise<PageResult> {
  const asServed: Result[] = [];
  const htmlAlone: Result[] = [];
  const slowPhone: Result[] = [];
  const htmlAloneSlowPhone: Result[] = [];
  const against: Result[] = [];
  for (let run = 0; run < runs; run += 1) {
    asServed.push(await runOnce(`http://127.0.0.1:${port}${page}`, 4));
    if (againstBuild) against.push(await runOnce(`http://127.0.0.1:${againstPort}${page}`, 4));
    htmlAlone.push(await runOnce(`http://127.0.0.1:${scriptFreePort}${page}`, 4));
    // A comparison prints the main-thread work at 4× alone.
    if (!againstBuild) {
      slowPhone.push(await runOnce(`http://127.0.0.1:${port}${page}`, 8));
      htmlAloneSlowPhone.push(await runOnce(`http://127.0.0.1:${scriptFreePort}${page}`, 8));
    }
  }
  // Every run's figure, not only the medians: which variant an unusual run was in decides whether it moved the ratio.
  // The HTML alone's blocking time too: a busy machine lengthens the tasks every page has, scripts or not.
  const each = (label: string, variant: Result[]) =>
    `${label} ${variant.map((result) => `${Math.round(result.mainThreadMs)} (LCP ${Math.round(result.lcpMs)}, TBT ${Math.round(result.tbtMs)})`).join(", ")} ms`;
  console.log(`${page}: main thread, run by run: ${[each("as served", asServed), ...(againstBuild ? [each("against", against)] : []), each("HTML alone", htmlAlone)].join("; ")}`);
  if (!againstBuild) {
    const scores = (variant: Result[]) => variant.map((result) => `${result.performance} (TBT ${Math.round(result.tbtMs)})`).join(", ");
    console.log(`${page}: at 8× CPU, run by run: as served ${scores(slowPhone)}; HTML alone ${scores(htmlAloneSlowPhone)}`);
  }
  return {
    ...median(asServed),
    htmlAlone: median(htmlAlone),
    ...(againstBuild ? { against: median(against) } : { slowPhone: median(slowPhone), htmlAloneSlowPhone: median(htmlAloneSlowPhone) }),
  };
}

/**
 * Each page asked for twice before it is measured, as a running site's pages are: the ones the
 * server renders (a blog post, the careers page) are then kept with their final brotli copy
 * (server/rendered-page-cache.ts) like the prerendered ones, rather than measured as the first
 * view after the server started, which gets the quick first copy.
 */
async function warmRenderedPages() {
  for (const page of pages) {
    for (const origin of buildPorts) {
      for (let time = 0; time < 2; time += 1) await (await fetch(`http://127.0.0.1:${origin}${page}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
    }
  }
  // The final copies are made one at a time, tens of milliseconds each.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

const results: PageResult[] = [];
const proxy = await startScriptFreeProxy(scriptFreePort, `http://127.0.0.1:${port}`);
try {
  for (const origin of buildPorts) await waitForServer(`http://127.0.0.1:${origin}/healthz`);
  // Chromium's first Lighthouse run after it starts, and the server's first requests, are slower
  // than every later one (cold caches and code): one run of each variant first, not counted, so
  // that the first page measured is not charged for them.
  for (const origin of [...buildPorts, scriptFreePort]) await lighthouse(`http://127.0.0.1:${origin}${pages[0] ?? "/"}`, { port: chrome.port, output: "json", logLevel: "error" } as never);
  await warmRenderedPages();
  for (const page of pages) {
    const measured = await measurePage(page);
    const { slowPhone, htmlAlone, htmlAloneSlowPhone } = measured;
    results.push(measured);
    console.log(
      `${page}: performance ${measured.performance} (8× CPU: ${slowPhone?.performance ?? "not measured"}, its HTML alone ${htmlAloneSlowPhone?.performance ?? "not measured"}), accessibility ${measured.accessibility}, best practices ${measured.bestPractices}, SEO ${measured.seo}, LCP ${Math.round(measured.lcpMs)} ms, TBT ${Math.round(measured.tbtMs)} ms, main thread ${Math.round(measured.mainThreadMs)} ms (HTML alone ${Math.round(htmlAlone.mainThreadMs)} ms)`,
    );
  }
} finally {
  proxy.close();
  await chrome.kill();
  for (const server of servers) server.kill("SIGTERM");
}

if (againstBuild) {
  console.log(`\nMain-thread work, ${runsInWords}: this build against ${againstBuild}, each over its HTML alone`);
  for (const r of results) {
    const floor = Math.max(1, r.htmlAlone.mainThreadMs);
    const other = r.against!.mainThreadMs;
    console.log(
      `${r.path}: ${Math.round(r.mainThreadMs)} ms (${(r.mainThreadMs / floor).toFixed(2)}) against ${Math.round(other)} ms (${(other / floor).toFixed(2)}), HTML alone ${Math.round(floor)} ms; TBT ${Math.round(r.tbtMs)} against ${Math.round(r.against!.tbtMs)} ms`,
    );
    for (const [group, ms] of Object.entries(r.mainThreadGroups)) {
      console.log(`  ${group}: ${Math.round(ms)} against ${Math.round(r.against!.mainThreadGroups[group] ?? 0)} ms, HTML alone ${Math.round(r.htmlAlone.mainThreadGroups[group] ?? 0)} ms`);
    }
  }
  process.exit(0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (r: PageResult) => r.mainThreadMs / Math.max(1, r.htmlAlone.mainThreadMs);
const table = [
  "| page | performance | 8× CPU | 8× CPU, HTML alone | accessibility | best practices | SEO | LCP | TBT | CLS | main thread | HTML alone | ratio | JS transferred | total transferred |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| \`${r.path}\` | ${r.performance} | ${r.slowPhone!.performance} | ${r.htmlAloneSlowPhone!.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.mainThreadMs / 1000).toFixed(2)} s | ${(r.htmlAlone.mainThreadMs / 1000).toFixed(2)} s | ${ratio(r).toFixed(2)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} |`,
  ),
].join("\n");
// The targets for the browser's share of each page, judged on the median runs.
const count = (label: string, passing: (r: PageResult) => boolean) => {
  const failing = results.filter((r) => !passing(r));
  return `- ${label}: ${results.length - failing.length} of ${results.length} pages${failing.length > 0 ? ` (not: ${failing.map((r) => `\`${r.path}\``).join(", ")})` : ""}.`;
};
const targetLines = [
  "Against the targets:",
  "",
  count("performance ≥ 98 and TBT ≤ 100 ms", (r) => r.performance >= 98 && r.tbtMs <= 100),
  count("performance ≥ 95 at 8× CPU slowdown", (r) => r.slowPhone!.performance >= 95),
  count("main-thread work ≤ 1.3× the HTML alone", (r) => ratio(r) <= 1.3),
  count("LCP ≤ 1.1 s and CLS 0", (r) => r.lcpMs <= 1100 && r.cls === 0),
  count("100 in accessibility, best practices and SEO", (r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100),
];
const section = [
  "<!-- lighthouse:start -->",
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\`: Lighthouse ${"12.8"} mobile preset (simulated throttling: slow 4G, 4× CPU slowdown), ${runsInWords} per page, production build served by the compiled server (\`npm run serve\`) on loopback, Debian Chromium, 2-core machine. "8× CPU" is the performance score with an 8× CPU slowdown, and "8× CPU, HTML alone" the same for the page served with every script removed, what the page scores on that machine with no script at all (single runs of either move by several points); "HTML alone" is that variant's main-thread work at 4×, measured in the same run (the page and its HTML alone, at 4× and at 8×, take turns), and "ratio" the page's main-thread work over it. JavaScript budgets (gzip, per page) are in the bench section above.`,
  "",
  table,
  "",
  ...targetLines,
  "<!-- lighthouse:end -->",
].join("\n");

const docPath = path.join(root, "docs/benchmarks.md");
const existing = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n\n## Lighthouse\n\n<!-- lighthouse:start -->\n<!-- lighthouse:end -->\n";
const updated = existing.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section);
writeFileSync(docPath, updated);
console.log(`wrote ${docPath}`);
process.exit(0);
