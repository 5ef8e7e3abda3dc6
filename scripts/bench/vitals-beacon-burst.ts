// A public page while 2,000 web-vitals beacons a second arrive (ADR 017): the beacons are queued
// and written in batches, and answered before React Router, so the pages sharing the process
// should barely notice. The compiled server of BUILD_DIR (a fresh SQLite database) runs pinned to
// CPU 1; wrk loads the page from CPU 0, once quiet and once during the burst, which this process
// sends from CPU 0 as well. Then the server's CPU per request, beacons alone at 600 a second: the
// beacon as the server answers it, the same beacon through React Router (`/api/vitals/`, a path
// the server leaves to the route), and the page.
//
//   BUILD_DIR=build npx tsx scripts/bench/vitals-beacon-burst.ts
import { readFileSync, mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "#app/db/client.server.ts";
import { freePort } from "../lib/free-port.ts";
import { pinThisProcess, removeOnExit, startPinned, stop, waitForOk } from "./processes.ts";
import { measureOnce } from "./wrk.ts";

const PAGE = "/services/cloud-management";
const BURST_PER_SECOND = 2_000;
const BURST_SECONDS = 12;
const report = JSON.stringify({
  path: "/blog/12",
  metrics: [
    { name: "LCP", value: 1840 },
    { name: "CLS", value: 0.031 },
    { name: "INP", value: 96 },
    { name: "FCP", value: 912 },
    { name: "TTFB", value: 208 },
  ],
});

/** Posts `perSecond` beacons a second for `seconds`, each from an address of its own (the budget is per address); counts the answers by status. */
async function sendBeacons(url: string, perSecond: number, seconds: number, firstAddress: number): Promise<Record<string, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const statuses: Record<string, number> = {};
  const total = perSecond * seconds;
  let answered = 0;
  const post = (index: number) => {
    const address = firstAddress + index;
    const request = http.request(url, {
      method: "POST",
      agent,
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "content-length": Buffer.byteLength(report),
        "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
    });
    const count = (status: string) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      answered += 1;
    };
    request.on("response", (response) => response.resume().on("end", () => count(String(response.statusCode))));
    request.on("error", () => count("error"));
    request.end(report);
  };
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond));
      while (sent < due) post(sent++);
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  while (answered < total) await new Promise((resolve) => setTimeout(resolve, 20));
  agent.destroy();
  return statuses;
}

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function run(): Promise<void> {
  const directory = removeOnExit(mkdtempSync(path.join(os.tmpdir(), "kairav-beacons-")));
  const sqlitePath = path.join(directory, "site.db");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && name !== "REDIS_URL"));
  const server = startPinned(1, process.execPath, ["scripts/serve.js"], { ...env, PORT: String(port), HOST: "127.0.0.1", SQLITE_PATH: sqlitePath, TRUST_PROXY: "1", LOG_LEVEL: "warn" }, "server");
  await waitForOk(`${origin}/readyz`, server);

  const page = `${origin}${PAGE}`;
  await measureOnce(page, 2, 10);
  const quiet = await measureOnce(page, 10, 10);
  const restore = pinThisProcess(0);
  const burst = sendBeacons(`${origin}/api/vitals`, BURST_PER_SECOND, BURST_SECONDS, 0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const busy = await measureOnce(page, 10, 10);
  const statuses = await burst;

  const perRequest: Record<string, number> = {};
  let nextAddress = BURST_PER_SECOND * BURST_SECONDS;
  for (const [label, target] of [["beacon", "/api/vitals"], ["beacon through React Router", "/api/vitals/"]] as const) {
    // Once to warm up, once measured.
    for (const measured of [false, true]) {
      const before = cpuSeconds(server.pid!);
      await sendBeacons(`${origin}${target}`, 600, 10, nextAddress);
      nextAddress += 6_000;
      if (measured) perRequest[label] = ((cpuSeconds(server.pid!) - before) * 1_000) / 6_000;
    }
  }
  restore();
  // Stopped gracefully: the queue is written before the database closes.
  await stop(server);
  const database = createDatabase({ sqlitePath });
  const stored = await database.db.selectFrom("vitals").select((eb) => eb.fn.countAll<number>().as("rows")).executeTakeFirstOrThrow();
  await database.close();

  console.log(`| public page | requests/s | p50 | p99 | load average at start |`);
  console.log(`|---|---|---|---|---|`);
  for (const [label, result] of [["quiet", quiet], [`during ${BURST_PER_SECOND.toLocaleString("en-GB")} beacons/s`, busy]] as const) {
    console.log(`| ${label} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(2)} ms | ${result.p99Ms.toFixed(2)} ms | ${result.loadAverage.toFixed(2)} |`);
  }
  console.log(`burst answers: ${JSON.stringify(statuses)}; samples stored in all: ${Number(stored.rows).toLocaleString("en-GB")}`);
  for (const [label, ms] of Object.entries(perRequest)) console.log(`CPU the server spent per ${label}: ${ms.toFixed(2)} ms`);
}

await run();
