// Crash test for form submissions: starts the real server, sends enquiries and applications with
// files from many concurrent visitors, kills the server with SIGKILL at a random moment, restarts
// it on the same database, and repeats. At the end it checks the database: every submission the
// server acknowledged (HTTP 200) is stored whole — row, file with the same bytes, both mails —
// and nothing is stored in part (no orphan file, no submission without its mails).
//
//   BUILD_DIR=build tsx scripts/kill-during-submissions.ts [--rounds 25] [--concurrency 12] [--min-kill-ms 0] [--max-kill-ms 2000]
//   BUILD_DIR=build tsx scripts/kill-during-submissions.ts --postgres postgres://postgres@127.0.0.1:5432/test
//
// Needs a build (npm run build). Prints a Markdown summary for docs/reliability.md.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import pg from "pg";
import { createDatabase } from "../app/db/client.server.ts";
import { freePort } from "./lib/free-port.ts";

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "25" },
    concurrency: { type: "string", default: "12" },
    postgres: { type: "string" },
    "min-kill-ms": { type: "string", default: "0" },
    "max-kill-ms": { type: "string", default: "2000" },
  },
});
const rounds = Number(options.rounds);
const concurrency = Number(options.concurrency);
const minKillMs = Number(options["min-kill-ms"]);
const maxKillMs = Number(options["max-kill-ms"]);
const root = path.resolve(import.meta.dirname, "..");
const hmacKey = "kill-test-captcha-key-0123456789abcdef";

type Sent = { kind: "enquiry" | "application"; marker: string; sha256: string | null; size: number; acknowledged: boolean; failure?: string };

/** A file the server accepts as a PDF, of random content; mostly small, one in ten up to 3 MB. */
function randomPdf(): Buffer {
  const size = Math.random() < 0.9 ? randomInt(1024, 256 * 1024) : randomInt(256 * 1024, 3 * 1024 * 1024);
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(size), Buffer.from("\n%%EOF\n")]);
}

async function solve(baseUrl: string, signal: AbortSignal): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/captcha/challenge`, { signal })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

let visitorCounter = 0;
function nextVisitor(): string {
  visitorCounter += 1;
  return `10.${(visitorCounter >> 16) & 255}.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}`;
}

async function submitOne(baseUrl: string, jobId: number, sent: Sent[], signal: AbortSignal): Promise<void> {
  const kind: Sent["kind"] = Math.random() < 0.5 ? "enquiry" : "application";
  const marker = `kill-test ${randomBytes(8).toString("hex")}`;
  const withFile = Math.random() < 0.85;
  const file = withFile ? randomPdf() : null;
  const record: Sent = { kind, marker, sha256: file ? createHash("sha256").update(file).digest("hex") : null, size: file?.length ?? 0, acknowledged: false };

  const form = new FormData();
  form.set("name", "Crash Test");
  form.set("email", "crash@example.com");
  form.set("phone", "9876543210");
  form.set("message", marker);
  if (kind === "application") form.set("jobId", String(jobId));
  if (file) form.set(kind === "enquiry" ? "attachment" : "cv", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "crash.pdf");
  form.set("altcha", await solve(baseUrl, signal));
  // Counted from the moment it is sent: from here on the server may store it.
  sent.push(record);
  const response = await fetch(`${baseUrl}/api/${kind === "enquiry" ? "enquiries" : "applications"}`, {
    method: "POST",
    body: form,
    // One trusted proxy hop (TRUST_PROXY=1): every submission comes from its own address, so the
    // per-address rate limits do not get in the way of the load.
    headers: { "X-Forwarded-For": nextVisitor(), Accept: "application/json" },
    signal,
  });
  const reply = (await response.json()) as { ok: boolean; message: string };
  if (response.status === 200 && reply.ok) record.acknowledged = true;
  else record.failure = `${response.status} ${reply.message}`;
}

function startServer(env: Record<string, string>): ChildProcess {
  // The compiled server, started as `npm run serve` starts it: one process, so SIGKILL hits the server itself.
  return spawn(process.execPath, ["scripts/serve.js"], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitUntilReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main() {
  const workDirectory = mkdtempSync(path.join(os.tmpdir(), "kairav-kill-"));
  // A database of its own (not a schema): nothing else running against the server can see or
  // disturb its tables, and dropping it at the end removes everything.
  const databaseName = `kairav_kill_test_${process.pid}`;
  let databaseUrl: string | undefined;
  if (options.postgres) {
    await runAdminStatement(options.postgres, `create database ${databaseName}`);
    const url = new URL(options.postgres);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const sqlitePath = path.join(workDirectory, "site.db");
  const env: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "1",
    CAPTCHA_MAX_COUNTER: "4",
    ALTCHA_HMAC_KEY: hmacKey,
    SESSION_SECRET: "kill-test-session-secret-0123456789abcdef",
    SQLITE_PATH: sqlitePath,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  const sent: Sent[] = [];
  let current: ChildProcess | undefined;
  let exitCode = 1;
  try {
    const started = Date.now();
    let killedWithRequestsInFlight = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const server = startServer({ ...env, PORT: String(port) });
      current = server;
      const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
      await waitUntilReady(baseUrl);
      const jobId = await firstOpenJob(databaseUrl, sqlitePath);

      const stop = new AbortController();
      let inFlight = 0;
      const workers = Array.from({ length: concurrency }, async () => {
        while (!stop.signal.aborted) {
          inFlight += 1;
          try {
            await submitOne(baseUrl, jobId, sent, stop.signal);
          } catch {
            // The server died under this request: it stays unacknowledged, and this round is over.
            return;
          } finally {
            inFlight -= 1;
          }
        }
      });
      // The kill comes at a random moment once submissions are flowing (the first answers of a
      // fresh process are slow while it warms up).
      const roundStart = sent.length;
      const warmDeadline = Date.now() + 15_000;
      while (!sent.slice(roundStart).some((item) => item.acknowledged) && Date.now() < warmDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, randomInt(minKillMs, maxKillMs + 1)));
      if (inFlight > 0) killedWithRequestsInFlight += 1;
      server.kill("SIGKILL");
      await exited;
      current = undefined;
      stop.abort();
      await Promise.all(workers);
      process.stderr.write(`round ${round}/${rounds}: ${sent.filter((item) => item.acknowledged).length} acknowledged so far\n`);
    }

    const findings = await verify(databaseUrl, sqlitePath, sent);
    const seconds = Math.round((Date.now() - started) / 1000);
    const acknowledged = sent.filter((item) => item.acknowledged).length;
    const lines = [
      `| database | rounds (SIGKILL) | concurrency | submissions sent | acknowledged | stored | stored, not acknowledged (killed before the answer) | acknowledged but missing | partial rows | file bytes differing | duration |`,
      `|---|---|---|---|---|---|---|---|---|---|---|`,
      `| ${databaseUrl ? "PostgreSQL" : "SQLite"} | ${rounds} (${killedWithRequestsInFlight} with requests in flight) | ${concurrency} | ${sent.length} | ${acknowledged} | ${findings.stored} | ${findings.storedUnacknowledged} | ${findings.missing} | ${findings.partial} | ${findings.corrupted} | ${seconds} s |`,
    ];
    console.log(lines.join("\n"));
    for (const problem of findings.problems.slice(0, 20)) console.log(`- ${problem}`);
    const refusals = sent.filter((item) => item.failure).map((item) => item.failure);
    if (refusals.length > 0) console.log(`- refused by the server (not an error of durability): ${[...new Set(refusals)].join("; ")}`);
    exitCode = findings.missing + findings.partial + findings.corrupted === 0 ? 0 : 1;
  } finally {
    current?.kill("SIGKILL");
    rmSync(workDirectory, { recursive: true, force: true });
    if (options.postgres) await runAdminStatement(options.postgres, `drop database if exists ${databaseName} with (force)`);
  }
  process.exit(exitCode);
}

async function runAdminStatement(connectionString: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function firstOpenJob(databaseUrl: string | undefined, sqlitePath: string): Promise<number> {
  const handle = createDatabase({ databaseUrl, sqlitePath });
  try {
    const job = await handle.db.selectFrom("jobs").select("id").where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow();
    return job.id;
  } finally {
    await handle.close();
  }
}

async function verify(databaseUrl: string | undefined, sqlitePath: string, sent: Sent[]) {
  const handle = createDatabase({ databaseUrl, sqlitePath });
  const { db } = handle;
  const problems: string[] = [];
  try {
    const submissions = [
      ...(await db.selectFrom("enquiries").select(["id", "message", "attachment_id"]).where("message", "like", "kill-test %").execute()).map((row) => ({ ...row, kind: "enquiry" as const })),
      ...(await db.selectFrom("applications").select(["id", "message", "attachment_id"]).where("message", "like", "kill-test %").execute()).map((row) => ({ ...row, kind: "application" as const })),
    ];
    const attachments = new Map((await db.selectFrom("attachments").select(["id", "sha256", "size_bytes"]).execute()).map((row) => [row.id, row] as const));
    // The bytes are read one file at a time: the run stores a few hundred megabytes.
    const storedDigest = async (id: number) => {
      const row = await db.selectFrom("attachments").select("data").where("id", "=", id).executeTakeFirstOrThrow();
      return createHash("sha256").update(row.data).digest("hex");
    };
    const outbox = await db.selectFrom("outbox").select(["kind", "body_text"]).execute();
    const byMarker = new Map<string, (typeof submissions)[number][]>();
    for (const row of submissions) byMarker.set(row.message, [...(byMarker.get(row.message) ?? []), row]);

    let missing = 0;
    let corrupted = 0;
    let partial = 0;
    let storedUnacknowledged = 0;
    const sentByMarker = new Map(sent.map((item) => [item.marker, item]));
    for (const item of sent) {
      const rows = byMarker.get(item.marker) ?? [];
      if (rows.length > 1) problems.push(`${item.marker} stored ${rows.length} times`);
      if (rows.length === 0) {
        if (item.acknowledged) {
          missing += 1;
          problems.push(`${item.marker} was acknowledged but is not stored`);
        }
        continue;
      }
      if (!item.acknowledged) storedUnacknowledged += 1;
      const row = rows[0]!;
      if (item.sha256) {
        const file = row.attachment_id === null ? undefined : attachments.get(row.attachment_id);
        if (!file) {
          partial += 1;
          problems.push(`${item.marker} is stored without its file`);
        } else if (file.sha256 !== item.sha256 || file.size_bytes !== item.size || (await storedDigest(file.id)) !== item.sha256) {
          corrupted += 1;
          problems.push(`${item.marker}: stored file differs from the one sent`);
        }
      }
    }
    // Every stored submission has its two mails; every file belongs to a submission.
    const referenced = new Set(submissions.map((row) => row.attachment_id).filter((id): id is number => id !== null));
    for (const row of submissions) {
      if (!sentByMarker.has(row.message)) problems.push(`unknown submission ${row.message}`);
      const reference = row.kind === "enquiry" ? `enquiry (#${row.id})` : `application (#${row.id})`;
      const mails = outbox.filter((mail) => mail.kind.startsWith(row.kind) && (mail.body_text.includes(reference) || mail.body_text.includes(`reference #${row.id})`)));
      if (mails.length !== 2) {
        partial += 1;
        problems.push(`${row.kind} #${row.id} has ${mails.length} mails instead of 2`);
      }
    }
    for (const id of attachments.keys()) {
      if (!referenced.has(id)) {
        partial += 1;
        problems.push(`attachment #${id} belongs to no submission`);
      }
    }
    return { stored: submissions.length, storedUnacknowledged, missing, partial, corrupted, problems };
  } finally {
    await handle.close();
  }
}

await main();
