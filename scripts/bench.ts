// `npm run bench`: throughput, latency and memory of the production server
// against Debian's nginx serving the same files, the JavaScript each public
// page loads, then Lighthouse on every page family (scripts/lighthouse.ts).
// Results go to docs/benchmarks.md between the bench and lighthouse markers; a public page's
// latency during a burst of uploads (scripts/bench/upload-burst.ts) between its own markers.
// `npm run bench -- --only upload-burst` (or `publish-render`, the first view of a page after a
// publish, or `backup-memory`, a backup of 100,000 enquiries with 2 GB of attachments) runs that scenario alone. `npm run bench -- --large` seeds years of content and measures
// every route with it, on SQLite and PostgreSQL (scripts/bench/large-data.ts); `--scale 0.1` seeds a tenth, for a quick look.
//
// Two cores: the target (our server, then nginx, never both at once) runs on
// CPU 1 and wrk on CPU 0, so the load generator does not steal the target's CPU.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publicPaths } from "../tests/e2e/public-paths.ts";
import { ensureBuild } from "./ensure-build.ts";
import { measureScripts } from "./bench/js-per-route.ts";
import { ensureTools, startNginx } from "./bench/nginx.ts";
import { measureBackupMemory } from "./bench/backup-memory.ts";
import { measureLargeData } from "./bench/large-data.ts";
import { writeLargeDataReport } from "./bench/large-data-report.ts";
import { findNodePid, memoryOf, removeOnExit, startPinned, stop, waitForOk } from "./bench/processes.ts";
import { measurePublishRender, PUBLISH_RENDER_STAFF } from "./bench/publish-render.ts";
import { writeBackupMemoryReport, writePublishRenderReport, writeReport, writeUploadBurstReport, type BenchResults } from "./bench/report.ts";
import { measureUploadBurst, UPLOAD_BURST_STAFF, uploadBurstSettings } from "./bench/upload-burst.ts";
import { load, type LoadResult } from "./bench/wrk.ts";
import { PRODUCTION_ALLOCATOR_ENV } from "./production-allocator-env.ts";

const root = process.cwd();
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build-bench");
const serverOrigin = "http://127.0.0.1:3310";
const nginxOrigin = "http://127.0.0.1:3320";
const targetCpu = 1;
const loadCpu = 0;
const scenarios = ["upload-burst", "publish-render", "backup-memory"] as const;
const { values: options } = parseArgs({ options: { only: { type: "string" }, large: { type: "boolean", default: false }, scale: { type: "string", default: "1" } } });
if (options.only !== undefined && !(scenarios as readonly string[]).includes(options.only)) {
  console.error(`bench: --only takes one of: ${scenarios.join(", ")}`);
  process.exit(1);
}

function machine(): string {
  const model = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? "unknown CPU";
  const nproc = execFileSync("nproc", { encoding: "utf8" }).trim();
  return `${nproc} × ${model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`;
}

/** Loading a 404 or an uncompressed page would measure the wrong thing: check each URL first. */
async function checkServes(url: string): Promise<void> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (response.headers.get("content-encoding") !== "gzip") throw new Error(`${url} is not sent gzip-compressed`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/** The compiled server on the target's core, with a database of its own in `dataDirectory`, started as `npm run serve` starts it. */
function startServer(dataDirectory: string, databaseName: string, env: NodeJS.ProcessEnv = {}) {
  return startPinned(
    targetCpu,
    process.execPath,
    ["scripts/serve.js"],
    {
      ...process.env,
      ...PRODUCTION_ALLOCATOR_ENV,
      BUILD_DIR: buildDirectory,
      HOST: "127.0.0.1",
      PORT: "3310",
      SQLITE_PATH: path.join(dataDirectory, databaseName),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    "[server]",
  );
}

async function measureServer(dataDirectory: string) {
  const server = startServer(dataDirectory, "bench.db");
  try {
    await waitForOk(`${serverOrigin}/readyz`, server);
    const pid = findNodePid(server.pid!);
    // Idle means after start-up garbage has had a moment to be collected, before any page was rendered.
    await settle();
    const idleMiB = memoryOf(pid).rssMiB;
    const scripts = await measureScripts(serverOrigin, publicPaths(), path.join(buildDirectory, "client"));
    const urls = { prerendered: "/services/platform-development", blogPost: "/blog/1", careers: "/careers" };
    for (const pagePath of Object.values(urls)) await checkServes(`${serverOrigin}${pagePath}`);
    const prerendered = await load(`${serverOrigin}${urls.prerendered}`);
    const blogPost = await load(`${serverOrigin}${urls.blogPost}`);
    const careers = await load(`${serverOrigin}${urls.careers}`);
    const afterLoad = memoryOf(pid);
    return { prerendered, blogPost, careers, scripts, memory: { idleMiB, afterLoadMiB: afterLoad.rssMiB, peakMiB: afterLoad.peakMiB } };
  } finally {
    await stop(server);
  }
}

async function measureNginx(): Promise<LoadResult> {
  const nginx = startNginx(path.join(buildDirectory, "client"), 3320, targetCpu);
  try {
    const url = `${nginxOrigin}/services/platform-development/index.html`;
    await waitForOk(url, nginx.child);
    await checkServes(url);
    return await load(url);
  } finally {
    await stop(nginx.child);
    rmSync(nginx.prefix, { recursive: true, force: true });
  }
}

/** A fresh server and database, so the pictures stored and the memory they take count nowhere else. */
async function measureDuringUploads(dataDirectory: string) {
  const server = startServer(dataDirectory, "upload-burst.db", {
    ADMIN_BOOTSTRAP_EMAIL: UPLOAD_BURST_STAFF.email,
    ADMIN_BOOTSTRAP_PASSWORD: UPLOAD_BURST_STAFF.password,
  });
  try {
    await waitForOk(`${serverOrigin}/readyz`, server);
    await checkServes(`${serverOrigin}${uploadBurstSettings.pagePath}`);
    await settle();
    return await measureUploadBurst(serverOrigin, loadCpu);
  } finally {
    await stop(server);
  }
}

/** A fresh server and database: the largest page published again and again by a staff user. */
async function measureAfterPublish(dataDirectory: string) {
  const server = startServer(dataDirectory, "publish-render.db", {
    ADMIN_BOOTSTRAP_EMAIL: PUBLISH_RENDER_STAFF.email,
    ADMIN_BOOTSTRAP_PASSWORD: PUBLISH_RENDER_STAFF.password,
  });
  try {
    await waitForOk(`${serverOrigin}/readyz`, server);
    await settle();
    return await measurePublishRender(serverOrigin, path.join(dataDirectory, "publish-render.db"));
  } finally {
    await stop(server);
  }
}

/** Every measurement, then Lighthouse. */
async function measureAll(dataDirectory: string, reportPath: string) {
  const server = await measureServer(dataDirectory);
  const nginx = await measureNginx();
  const results: BenchResults = {
    command: "npm run bench",
    machine: machine(),
    load: [
      { label: "prerendered page `/services/platform-development` (our server)", result: server.prerendered },
      { label: "same file from nginx (`/services/platform-development/index.html`)", result: nginx },
      { label: "blog post `/blog/1` (server-rendered)", result: server.blogPost },
      { label: "careers `/careers` (server-rendered)", result: server.careers },
    ],
    nginx,
    prerendered: server.prerendered,
    blogPost: server.blogPost,
    careers: server.careers,
    memory: server.memory,
    scripts: server.scripts,
  };
  writeReport(reportPath, results);
  writeUploadBurstReport(reportPath, { command: "npm run bench", machine: machine(), result: await measureDuringUploads(dataDirectory) });
  writePublishRenderReport(reportPath, { command: "npm run bench", machine: machine(), result: await measureAfterPublish(dataDirectory) });
  // Lighthouse last, on the same build, with the machine otherwise idle again.
  execFileSync(process.execPath, ["--import", "tsx", "scripts/lighthouse.ts"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDirectory } });
}

// A backup measures the admin command alone: no build, no server.
if (options.only !== "backup-memory") {
  ensureTools();
  ensureBuild(root, buildDirectory);
}
const dataDirectory = removeOnExit(mkdtempSync(path.join(os.tmpdir(), "bench-data-")));
const reportPath = path.join(root, "docs/benchmarks.md");
try {
  if (options.large) {
    const runs = await measureLargeData({ startServer: (env) => startServer(dataDirectory, "large.db", env), origin: serverOrigin, dataDirectory, scale: Number(options.scale), clientCpu: loadCpu });
    writeLargeDataReport(reportPath, { command: "npm run bench -- --large", machine: machine(), runs });
  } else if (options.only === "backup-memory") {
    writeBackupMemoryReport(reportPath, { command: "npm run bench -- --only backup-memory", machine: machine(), result: await measureBackupMemory(dataDirectory) });
  } else if (options.only === "upload-burst") {
    writeUploadBurstReport(reportPath, { command: "npm run bench -- --only upload-burst", machine: machine(), result: await measureDuringUploads(dataDirectory) });
  } else if (options.only === "publish-render") {
    writePublishRenderReport(reportPath, { command: "npm run bench -- --only publish-render", machine: machine(), result: await measureAfterPublish(dataDirectory) });
  } else {
    await measureAll(dataDirectory, reportPath);
  }
} finally {
  rmSync(dataDirectory, { recursive: true, force: true });
}
