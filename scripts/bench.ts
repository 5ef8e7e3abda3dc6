// `npm run bench`: throughput, latency and memory of the production server
// against Debian's nginx serving the same files, the JavaScript each public
// page loads, then Lighthouse on every page family (scripts/lighthouse.ts).
// Results go to docs/benchmarks.md between the bench and lighthouse markers.
//
// Two cores: the target (our server, then nginx, never both at once) runs on
// CPU 1 and wrk on CPU 0, so the load generator does not steal the target's CPU.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { publicPaths } from "../tests/e2e/public-paths.ts";
import { ensureBuild } from "./ensure-build.ts";
import { measureScripts } from "./bench/js-per-route.ts";
import { ensureTools, startNginx } from "./bench/nginx.ts";
import { findNodePid, memoryOf, removeOnExit, startPinned, stop, waitForOk } from "./bench/processes.ts";
import { writeReport, type BenchResults } from "./bench/report.ts";
import { load, type LoadResult } from "./bench/wrk.ts";

const root = process.cwd();
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build-bench");
const serverOrigin = "http://127.0.0.1:3310";
const nginxOrigin = "http://127.0.0.1:3320";
const targetCpu = 1;

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

async function measureServer(dataDirectory: string) {
  const server = startPinned(
    targetCpu,
    process.execPath,
    ["scripts/serve.js"],
    {
      ...process.env,
      BUILD_DIR: buildDirectory,
      HOST: "127.0.0.1",
      PORT: "3310",
      SQLITE_PATH: path.join(dataDirectory, "bench.db"),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    "[server]",
  );
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

ensureTools();
ensureBuild(root, buildDirectory);
const dataDirectory = removeOnExit(mkdtempSync(path.join(os.tmpdir(), "bench-data-")));
try {
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
  writeReport(path.join(root, "docs/benchmarks.md"), results);
  // Lighthouse last, on the same build, with the machine otherwise idle again.
  execFileSync(process.execPath, ["--import", "tsx", "scripts/lighthouse.ts"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDirectory } });
} finally {
  rmSync(dataDirectory, { recursive: true, force: true });
}
