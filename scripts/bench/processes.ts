// Child processes the benchmark starts, and the guarantee that none outlives it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";

const started = new Set<ChildProcess>();
const temporaryDirectories = new Set<string>();

// A crash, Ctrl-C or `kill` of the benchmark must not leave a server or nginx
// holding the ports: every child is killed on the way out, whatever the way.
process.once("exit", () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
});

/** Kills `child` when the benchmark exits, if it is still running then. */
export function track(child: ChildProcess): void {
  started.add(child);
  child.once("exit", () => started.delete(child));
}

/** Removes `directory` when the benchmark exits, however it exits. */
export function removeOnExit(directory: string): string {
  temporaryDirectories.add(directory);
  return directory;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, stopping the processes it started`);
    process.exit(130);
  });
}

/** Starts a tracked child; `cpu` pins it with taskset so load generator and target never share a core. */
export function startPinned(cpu: number, command: string, args: string[], env: NodeJS.ProcessEnv, logPrefix: string): ChildProcess {
  const child = spawn("taskset", ["-c", String(cpu), command, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  track(child);
  const relay = (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `${logPrefix} `));
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);
  return child;
}

/**
 * Pins this process, every thread of it, to `cpu` until the returned function puts its former
 * affinity back: client work the benchmark does itself (sending uploads) then stays off the
 * target's core, as wrk does.
 */
export function pinThisProcess(cpu: number): () => void {
  const pid = String(process.pid);
  const mask = /affinity mask:\s*([0-9a-f,]+)/.exec(execFileSync("taskset", ["-p", pid], { encoding: "utf8" }))?.[1];
  execFileSync("taskset", ["-a", "-p", "-c", String(cpu), pid], { stdio: "ignore" });
  return () => {
    if (mask) execFileSync("taskset", ["-a", "-p", mask, pid], { stdio: "ignore" });
  };
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
export async function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200, at most `attempts` times; fails early when the process died. */
export async function waitForOk(url: string, child: ChildProcess, attempts = 150): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${attempts * 0.2} s`);
}

function readStatus(pid: number): Map<string, string> {
  const lines = readFileSync(`/proc/${pid}/status`, "utf8").split("\n");
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]));
}

/**
 * The pid of the Node process that serves, found under `rootPid`: taskset execs
 * its command (same pid), but a wrapper (npx, tsx's CLI) would fork a child, and
 * measuring the wrapper's memory would understate the server's.
 */
export function findNodePid(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  // Breadth-first, so the deepest node process (the real server, not a node wrapper) wins.
  let found = -1;
  const queue = [rootPid];
  for (let index = 0; index < queue.length && index < 1_000; index += 1) {
    const pid = queue[index]!;
    if (readStatus(pid).get("Name") === "node") found = pid;
    queue.push(...(children.get(pid) ?? []));
  }
  if (found === -1) throw new Error(`no node process under pid ${rootPid}`);
  return found;
}

/** Resident set size and its peak, in MiB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readStatus(pid);
  const mib = (field: string) => Number.parseInt(status.get(field) ?? "0", 10) / 1024;
  return { rssMiB: mib("VmRSS"), peakMiB: mib("VmHWM") };
}
