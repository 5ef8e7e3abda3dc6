// Writes the measurements into docs/benchmarks.md between the bench markers, and the upload
// burst's between its own (it can run alone), leaving every other section as it is.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { RouteScripts } from "./js-per-route.ts";
import type { BackupMemoryResult } from "./backup-memory.ts";
import type { PublishRenderResult } from "./publish-render.ts";
import type { UploadBurstResult } from "./upload-burst.ts";
import type { LoadResult } from "./wrk.ts";

export type BenchResults = {
  command: string;
  machine: string;
  load: { label: string; result: LoadResult }[];
  nginx: LoadResult;
  prerendered: LoadResult;
  blogPost: LoadResult;
  careers: LoadResult;
  memory: { idleMiB: number; afterLoadMiB: number; peakMiB: number };
  scripts: RouteScripts[];
};

// The targets of the performance issue, stated once so the judgement follows the numbers.
const targets = { prerenderedShare: 0.5, blogShare: 0.2, blogP99Ms: 50, idleRssMiB: 150 };

// Small shares keep a decimal: "0 %" would hide how far off a server-rendered page is.
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? "met" : "**missed**");

function loadTable(results: BenchResults): string[] {
  return [
    "| measurement | requests/s | p50 | p99 | share of nginx | errors | load average at start |",
    "|---|---|---|---|---|---|---|",
    ...results.load.map(
      ({ label, result }) =>
        `| ${label} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(2)} ms | ${result.p99Ms.toFixed(2)} ms | ${percent(result.requestsPerSecond / results.nginx.requestsPerSecond)} | ${result.errors.join("; ") || "none"} | ${result.loadAverage.toFixed(2)} |`,
    ),
  ];
}

function judgement(results: BenchResults): string[] {
  const prerenderedShare = results.prerendered.requestsPerSecond / results.nginx.requestsPerSecond;
  const blogShare = results.blogPost.requestsPerSecond / results.nginx.requestsPerSecond;
  const careersShare = results.careers.requestsPerSecond / results.nginx.requestsPerSecond;
  return [
    `- Prerendered page ≥ ${percent(targets.prerenderedShare)} of nginx: ${percent(prerenderedShare)}, ${verdict(prerenderedShare >= targets.prerenderedShare)}.`,
    `- Blog post ≥ ${percent(targets.blogShare)} of nginx with p99 ≤ ${targets.blogP99Ms} ms at 50 connections: ${percent(blogShare)}, p99 ${results.blogPost.p99Ms.toFixed(1)} ms, ${verdict(blogShare >= targets.blogShare && results.blogPost.p99Ms <= targets.blogP99Ms)}.`,
    `- Careers page, held to the blog post's target: ${percent(careersShare)}, p99 ${results.careers.p99Ms.toFixed(1)} ms, ${verdict(careersShare >= targets.blogShare && results.careers.p99Ms <= targets.blogP99Ms)}.`,
    `- Server RSS ≤ ${targets.idleRssMiB} MB idle: ${results.memory.idleMiB.toFixed(0)} MB, ${verdict(results.memory.idleMiB <= targets.idleRssMiB)}.`,
    "",
    "Why a missed target is missed, and what would reach it, is measured in the section after the JavaScript table.",
  ];
}

function section(results: BenchResults): string {
  const { memory } = results;
  return [
    "<!-- bench:start -->",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${results.command}\` on ${results.machine}. The production build is served by the compiled server, \`node scripts/serve.js\` (Node ${process.versions.node}, SQLite, \`LOG_LEVEL=warn\`) and, for comparison, the same build's \`client/\` directory by Debian's nginx (one worker, \`gzip_static on\`), one after the other, each pinned to CPU 1; \`wrk -t1 -c50 -d10s --latency\` with \`Accept-Encoding: gzip\` runs on CPU 0 after a 2 s warm-up.`,
    "",
    ...loadTable(results),
    "",
    "The load average counts every process on the machine (2 cores): above about 1 (wrk plus the target), other work shared the target's core and the figures understate it.",
    "",
    `Our prerendered page reaches ${percent(results.prerendered.requestsPerSecond / results.nginx.requestsPerSecond)} of nginx's throughput on the same file.`,
    "",
    "| server memory (node process, /proc VmRSS) | MB |",
    "|---|---|",
    `| idle after start | ${memory.idleMiB.toFixed(0)} |`,
    `| after the load | ${memory.afterLoadMiB.toFixed(0)} |`,
    `| peak (VmHWM) | ${memory.peakMiB.toFixed(0)} |`,
    "",
    "Against the targets:",
    "",
    ...judgement(results),
    "",
    "## JavaScript per route",
    "",
    "Scripts each public page loads to become interactive (the client entry its bootstrap imports after the first paint, with its static imports; on a page with islands, React and each island's module with theirs: `scripts/bench/js-per-route.ts`), summed at gzip -9 from the build. Budget: 30 KB on a page without a form, 70 KB on a page with one (an island).",
    "",
    "| page | islands | files | raw | gzip | budget |",
    "|---|---|---|---|---|---|",
    ...results.scripts.map((route) => {
      const budget = route.islands.length > 0 ? 70 * 1024 : 30 * 1024;
      return `| \`${route.path}\` | ${route.islands.join(", ") || "none"} | ${route.files} | ${kb(route.rawBytes)} | ${kb(route.gzipBytes)} | ${route.gzipBytes <= budget ? "within" : "OVER"} ${kb(budget)} |`;
    }),
    "<!-- bench:end -->",
  ].join("\n");
}

/** Puts `content` between the `marker` markers of the document, adding them under `heading` at its end the first time. */
export function writeSection(docPath: string, marker: string, heading: string, content: string): void {
  let document = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n";
  const [start, end] = [`<!-- ${marker}:start -->`, `<!-- ${marker}:end -->`];
  if (!document.includes(start)) document = `${document.trimEnd()}\n\n## ${heading}\n\n${start}\n${end}\n`;
  // A function replacement, so "$" in the content is never read as a capture reference.
  writeFileSync(docPath, document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => content));
  console.log(`bench: wrote ${docPath}`);
}

export function writeReport(docPath: string, results: BenchResults): void {
  writeSection(docPath, "bench", "Throughput, latency and memory", section(results));
}

// The requirement of ADR 014's queue, and what counts as a busy machine: the throughput table
// above gives this kind of page a p99 of a few milliseconds at 50 connections on a quiet one.
const uploadBurstTargets = { p99Ms: 50 };
const busy = { quietP99Ms: 10, loadAverage: 1.5 };

const seconds = (ms: number) => `${(ms / 1_000).toFixed(1)} s`;

function uploadBurstSection({ command, machine, result }: { command: string; machine: string; result: UploadBurstResult }): string {
  const { settings, quiet, burst, uploads, photo } = result;
  const refused = Object.entries(uploads.refused).map(([status, count]) => `${count} (${status})`).join(", ") || "none";
  const busyMachine = quiet.p99Ms > busy.quietP99Ms || quiet.loadAverage > busy.loadAverage;
  const met = burst.p99Ms <= uploadBurstTargets.p99Ms;
  const loadRow = (label: string, load: LoadResult) =>
    `| ${label} | ${load.requestsPerSecond.toFixed(0)} | ${load.p50Ms.toFixed(2)} ms | ${load.p99Ms.toFixed(2)} ms | ${load.errors.join("; ") || "none"} | ${load.loadAverage.toFixed(2)} |`;
  return [
    "<!-- upload-burst:start -->",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` on ${machine}. Requirement (ADR 014): work that takes long runs off the request path in a bounded pool, so a burst of uploads does not slow the public site: during ${settings.uploaders} parallel 20-megapixel uploads, a public page's p99 stays ≤ ${uploadBurstTargets.p99Ms} ms.`,
    "",
    `The compiled server (a fresh SQLite database, \`LOG_LEVEL=warn\`) runs pinned to CPU 1; \`wrk -t1 -c${settings.connections} -d${settings.seconds}s --latency\` loads the prerendered page \`${settings.pagePath}\` from CPU 0, once quiet (after a 2 s warm-up) and once while ${settings.uploaders} uploaders, signed in as a staff user, each send a different ${photo.width} × ${photo.height} JPEG (${(photo.meanBytes / 2 ** 20).toFixed(1)} MB on average) to \`POST /admin/media/upload\`, the next as soon as the last is answered, for the whole window. A 503 with \`Retry-After\` (the queue full) is waited out and the same file sent again; the window opens once the server has answered the first upload, and the pictures already sent may finish afterwards. The uploads are sent from CPU 0 too, so the server's core does all the receiving and the picture work besides serving the page: with one core, the queue's libvips thread shares it with the event loop, where production leaves it the second core.`,
    "",
    "| public page | requests/s | p50 | p99 | errors | load average at start |",
    "|---|---|---|---|---|---|",
    loadRow("quiet", quiet),
    loadRow(`during ${settings.uploaders} parallel uploads`, burst),
    "",
    "| uploads | |",
    "|---|---|",
    `| pictures sent | ${uploads.pictures} |`,
    `| requests, retries included | ${uploads.requests} |`,
    `| accepted (201) | ${uploads.accepted} |`,
    `| asked to retry (503 with Retry-After) | ${uploads.askedToRetry} |`,
    `| refused otherwise | ${refused} |`,
    `| still waiting when stopped, ${seconds(settings.finishWithinMs)} after the window | ${uploads.unfinished} |`,
    `| time until accepted, retries included: median / slowest | ${uploads.untilAcceptedMs ? `${seconds(uploads.untilAcceptedMs.median)} / ${seconds(uploads.untilAcceptedMs.slowest)}` : "none accepted"} |`,
    "",
    `- Public page p99 ≤ ${uploadBurstTargets.p99Ms} ms during the burst: ${burst.p99Ms.toFixed(1)} ms (quiet: ${quiet.p99Ms.toFixed(1)} ms), ${verdict(met)}.`,
    `- Throughput during the burst: ${percent(burst.requestsPerSecond / quiet.requestsPerSecond)} of the quiet run's, the same core also receiving the files and making their variants.`,
    ...(result.ranOutOfPictures ? ["- Every prepared picture was sent before the window closed: the burst thinned out before the end, and the figures understate it."] : []),
    ...(busyMachine
      ? [
          "",
          `The machine was busy with other work during this run: the load average was ${quiet.loadAverage.toFixed(2)} when the quiet run started (wrk and the server alone make about 1) and the quiet p99 was ${quiet.p99Ms.toFixed(1)} ms, so part of what the burst figure shows is that other work, not the uploads. ${met ? "The requirement is met even so." : "Run it again on a quiet machine before judging the requirement."}`,
        ]
      : []),
    "<!-- upload-burst:end -->",
  ].join("\n");
}

export function writeUploadBurstReport(docPath: string, run: { command: string; machine: string; result: UploadBurstResult }): void {
  writeSection(docPath, "upload-burst", "A public page during a burst of uploads", uploadBurstSection(run));
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function publishRenderSection({ command, machine, result }: { command: string; machine: string; result: PublishRenderResult }): string {
  const { settings, firstViewMs, keptMs } = result;
  const firstMedian = median(firstViewMs);
  const met = firstMedian <= settings.target.firstViewMs;
  return [
    "<!-- publish-render:start -->",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` on ${machine}. Requirement: the first render of the largest page after a publish takes ≤ ${settings.target.firstViewMs} ms.`,
    "",
    `The compiled server (a fresh SQLite database, \`LOG_LEVEL=warn\`, pinned to CPU 1) serves \`/${settings.family}/${settings.slug}\`, the largest page (${kb(result.documentBytes)} of JSON, ${kb(result.htmlBytes)} of HTML). A staff user publishes a changed lead through the editor's endpoint ${settings.publishes} times, ${settings.pauseMs / 1_000} s apart; after each publish the page is requested once (rendered from the database, critical CSS inlined, gzip made; brotli follows in the background) and once more (kept in memory). Times are to the last byte, on the same machine; load average ${result.loadAverage.toFixed(2)} at the start.`,
    "",
    "| request | median | fastest | slowest |",
    "|---|---|---|---|",
    `| first view after a publish | ${ms(firstMedian)} | ${ms(Math.min(...firstViewMs))} | ${ms(Math.max(...firstViewMs))} |`,
    `| the same page kept in memory | ${ms(median(keptMs))} | ${ms(Math.min(...keptMs))} | ${ms(Math.max(...keptMs))} |`,
    "",
    `- First render after a publish ≤ ${settings.target.firstViewMs} ms (median): ${ms(firstMedian)}, ${verdict(met)}.`,
    "<!-- publish-render:end -->",
  ].join("\n");
}

export function writePublishRenderReport(docPath: string, run: { command: string; machine: string; result: PublishRenderResult }): void {
  writeSection(docPath, "publish-render", "Pages staff edit: the first view after a publish", publishRenderSection(run));
}

export function writeBackupMemoryReport(docPath: string, run: { command: string; machine: string; result: BackupMemoryResult }): void {
  const { result } = run;
  const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
  const content = [
    "<!-- backup-memory:start -->",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${run.command}\` on ${run.machine}: \`npm run admin -- backup\` of a SQLite database holding the large seed (\`npm run seed:large\`) with ${result.enquiries.toLocaleString("en-GB")} enquiries, ${gib(result.attachmentBytes)} of them in attachments.`,
    "",
    "| database | backup file | time | peak RSS of the backup command | target |",
    "|---|---|---|---|---|",
    `| ${gib(result.databaseBytes)} | ${gib(result.backupBytes)} | ${result.seconds.toFixed(0)} s | ${result.peakRssMiB.toFixed(0)} MiB | < 200 MB: ${result.peakRssMiB < 200 ? "met" : "**missed**"} |`,
    "<!-- backup-memory:end -->",
  ].join("\n");
  writeSection(docPath, "backup-memory", "Backups with years of business", content);
}
