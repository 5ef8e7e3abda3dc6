// A separate, small process that times requests for the large-data bench. Timed from the
// bench's own process, whose heap still holds what seeding the database left, the client's
// collections showed up as the server's latency: a cached page's p99 was 15–22 ms from there
// and 6–8 ms from a small process asking the same server.
import { execFileSync, fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { track } from "./processes.ts";

export type SeriesRequest = { id: number; addresses: string[]; headers: Record<string, string>; expected: number[] };
export type SeriesReply = { id: number; times?: number[]; bytes?: number; error?: string };
export type SeriesResult = { times: number[]; bytes: number };

export type TimingClient = {
  /** Each address once, one at a time, in order; fails when one answers a status not in `expected`. */
  series(addresses: string[], headers: Record<string, string>, expected: number[]): Promise<SeriesResult>;
  close(): void;
};

const childScript = path.join(path.dirname(fileURLToPath(import.meta.url)), "timing-client-process.ts");

/** Starts the client process, pinned to `cpu` so that it never shares the server's core. */
export function startTimingClient(cpu: number): TimingClient {
  const child = fork(childScript, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  track(child);
  execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(child.pid)], { stdio: "ignore" });
  const waiting = new Map<number, { resolve: (result: SeriesResult) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  child.on("message", (reply: SeriesReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.error !== undefined) pending.reject(new Error(reply.error));
    else pending.resolve({ times: reply.times!, bytes: reply.bytes! });
  });
  child.on("exit", (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`the timing client exited with ${code}`));
    waiting.clear();
  });
  return {
    series(addresses, headers, expected) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, addresses, headers, expected } satisfies SeriesRequest);
      });
    },
    close() {
      child.disconnect();
      child.kill();
    },
  };
}
