// The large-data figures (large-data.ts) between their own markers in docs/benchmarks.md.
import { type LargeDataRun, REST_SECONDS, type RouteTiming, WARM_UP_REQUESTS } from "./large-data.ts";
import { writeSection } from "./report.ts";

// The scale issue's targets, stated once so the judgement follows the numbers.
const targets = { publicKb: 100, publicP99Ms: 20, searchP99Ms: 50, staffKb: 300, staffP99Ms: 100, rssMiB: 200, unknownShare: 0.5, csvRiseMiB: 30, sitemapMb: 50, sitemapP99Ms: 50 };

const ms = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(1)} ms`);
const verdict = (met: boolean) => (met ? "met" : "**missed**");

function routeMet(route: RouteTiming): boolean {
  // A sitemap is a file for crawlers, not a page a visitor waits for: it is held to the sitemap
  // protocol's 50 MB (each child lists at most 10,000 addresses) and to the search's latency.
  if (route.label.includes("sitemap")) {
    return route.htmlBytes <= targets.sitemapMb * 1024 * 1024 && (route.cached?.p99Ms ?? 0) <= targets.sitemapP99Ms && (route.uncached?.p99Ms ?? 0) <= targets.sitemapP99Ms;
  }
  const search = route.label.includes("/search");
  const sizeLimit = (route.kind === "public" ? targets.publicKb : targets.staffKb) * 1024;
  const p99Limit = route.kind === "staff" ? targets.staffP99Ms : search ? targets.searchP99Ms : targets.publicP99Ms;
  return route.htmlBytes <= sizeLimit && (route.uncached?.p99Ms ?? 0) <= p99Limit && (route.cached?.p99Ms ?? 0) <= p99Limit;
}

function runSection(run: LargeDataRun): string[] {
  const unknownShare = run.unknownPaths.requestsPerSecond / run.unknownPaths.cachedPageRequestsPerSecond;
  return [
    `### ${run.database}`,
    "",
    `Seeded in ${run.seedSeconds.toFixed(0)} s. One request at a time, timed by a small client process of its own on the other core; "uncached" asks for addresses no cache holds yet (other pages, posts, queries), ${run.routes.find((route) => route.uncached)?.uncached?.requests ?? 0} of them per public route. Each series follows ${WARM_UP_REQUESTS} untimed requests of its kind (other addresses where it measures uncached ones), so that code being compiled at start is not counted as a route's latency.`,
    "",
    "| route | HTML | cached p50 | cached p99 | uncached p50 | uncached p99 | target |",
    "|---|---|---|---|---|---|---|",
    ...run.routes.map(
      (route) =>
        `| ${route.label} | ${(route.htmlBytes / 1024).toFixed(1)} KB | ${ms(route.cached?.p50Ms)} | ${ms(route.cached?.p99Ms)} | ${ms(route.uncached?.p50Ms)} | ${ms(route.uncached?.p99Ms)} | ${verdict(routeMet(route))} |`,
    ),
    "",
    `- Unknown addresses, each different, 50 connections: ${run.unknownPaths.requestsPerSecond.toFixed(0)} req/s against ${run.unknownPaths.cachedPageRequestsPerSecond.toFixed(0)} req/s for the cached \`/blog\`: ${(unknownShare * 100).toFixed(0)} % (target ≥ ${targets.unknownShare * 100} %: ${verdict(unknownShare >= targets.unknownShare)}).`,
    `- \`/admin/enquiries.csv\`: ${(run.csvExport.bytes / 1024 / 1024).toFixed(1)} MB in ${run.csvExport.seconds.toFixed(1)} s; the server's RSS rose ${run.csvExport.rssRiseMiB.toFixed(1)} MiB while it streamed (target < ${targets.csvRiseMiB} MB: ${verdict(run.csvExport.rssRiseMiB < targets.csvRiseMiB)}).`,
    `- Server RSS: ${run.memory.idleMiB.toFixed(0)} MiB idle after start, ${run.memory.afterRunMiB.toFixed(0)} MiB right after the last request, ${run.memory.atRestMiB.toFixed(0)} MiB after ${REST_SECONDS} s at rest, peak ${run.memory.peakMiB.toFixed(0)} MiB (target ≤ ${targets.rssMiB} MB after the whole run, at rest: ${verdict(run.memory.atRestMiB <= targets.rssMiB)}).`,
    "",
  ];
}

export function writeLargeDataReport(docPath: string, report: { command: string; machine: string; runs: LargeDataRun[] }): void {
  const content = [
    "<!-- large-data:start -->",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${report.command}\` on ${report.machine}: \`npm run seed:large\`'s content (20,000 published posts, 60,000 comments of which 5,000 on one post, 100,000 enquiries, 20,000 applications, 100,000 outbox mails, 50,000 audit entries, 5 million web-vitals samples), the production build, the server on one core and the client on the other. Targets: public pages ≤ ${targets.publicKb} KB of HTML and ≤ ${targets.publicP99Ms} ms p99 (search ≤ ${targets.searchP99Ms} ms; sitemaps ≤ ${targets.sitemapMb} MB and ${targets.sitemapP99Ms} ms), staff pages ≤ ${targets.staffKb} KB and ≤ ${targets.staffP99Ms} ms p99.`,
    "",
    ...report.runs.flatMap(runSection),
    "<!-- large-data:end -->",
  ].join("\n");
  writeSection(docPath, "large-data", "Years of content: the large-data benchmark", content);
}
