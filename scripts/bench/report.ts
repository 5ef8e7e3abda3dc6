// Writes the measurements into docs/benchmarks.md between the bench markers,
// leaving every other section (the Lighthouse one) as it is.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { RouteScripts } from "./js-per-route.ts";
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

export function writeReport(docPath: string, results: BenchResults): void {
  let document = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n";
  if (!document.includes("<!-- bench:start -->")) {
    document = `${document.trimEnd()}\n\n## Throughput, latency and memory\n\n<!-- bench:start -->\n<!-- bench:end -->\n`;
  }
  // A function replacement, so "$" in the content is never read as a capture reference.
  writeFileSync(docPath, document.replace(/<!-- bench:start -->[\s\S]*?<!-- bench:end -->/, () => section(results)));
  console.log(`bench: wrote ${docPath}`);
}
