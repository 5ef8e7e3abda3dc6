// One wrk run per measurement, on the other core than the target, and its --latency output parsed.
import { execFile } from "node:child_process";
import os from "node:os";
import { promisify } from "node:util";
import { track } from "./processes.ts";

// Asynchronous on purpose: a synchronous child would block the event loop, and with it the
// SIGINT/SIGTERM handler that stops the server and nginx.
const run = promisify(execFile);

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: string[];
  /** 1-minute load average when the measured run started: other work on the machine skews the figures. */
  loadAverage: number;
};

const defaultConnections = 50;
/** `script`: a wrk Lua script, e.g. one that asks for a different address each time. */
export const wrkCommand = (seconds: number, connections = defaultConnections, script?: string) => [
  "-c",
  "0",
  "wrk",
  "-t1",
  `-c${connections}`,
  `-d${seconds}s`,
  "--latency",
  "-H",
  "Accept-Encoding: gzip",
  ...(script ? ["-s", script] : []),
];

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`unreadable wrk latency "${value}"`);
  const factor = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * factor;
}

export function parseWrk(url: string, output: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!rps || !p50 || !p99) throw new Error(`unreadable wrk output for ${url}:\n${output}`);
  // A run full of 404s or resets would be fast and meaningless: keep what went wrong.
  const errors = [/Non-2xx or 3xx responses: \d+/.exec(output)?.[0], /Socket errors: .*/.exec(output)?.[0]].filter(
    (line): line is string => line !== undefined,
  );
  return { url, requestsPerSecond: Number(rps[1]), p50Ms: toMs(p50[1]!), p99Ms: toMs(p99[1]!), errors, loadAverage: 0 };
}

/** One wrk run of `seconds` with `connections`, parsed; the load average is the one at its start. */
export async function measureOnce(url: string, seconds: number, connections = defaultConnections, script?: string): Promise<LoadResult> {
  const loadAverage = os.loadavg()[0]!;
  const pending = run("taskset", [...wrkCommand(seconds, connections, script), url], { timeout: (seconds + 20) * 1_000 });
  track(pending.child);
  const { stdout: output } = await pending;
  return { ...parseWrk(url, output), loadAverage };
}

/** A 2 s warm-up (JIT, caches, page cache), then the measured 10 s. */
export async function load(url: string): Promise<LoadResult> {
  await measureOnce(url, 2);
  const result = await measureOnce(url, 10);
  console.log(`bench: ${url}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms ${result.errors.join(", ")}`);
  return result;
}
