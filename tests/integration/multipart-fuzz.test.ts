import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { sendRaw, type RawAnswer } from "#tests/helpers/raw-http.ts";
import { sampleDocx, samplePdf, samplePng } from "#tests/helpers/sample-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { makeFuzzCase, type FuzzCase, type FuzzContext } from "./multipart-fuzz-cases.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Thousands of broken, hostile and a few valid form posts against the three public form actions
 * (enquiries, applications, a blog comment), sent over bare sockets by a seeded generator. The
 * server must answer every one with a 4xx and a message (or accept it, where the post is valid),
 * time out the ones that stall, never answer 5xx, store nothing but the accepted posts, and keep
 * its memory bounded. A failure names its seed and case: FUZZ_SEED=<seed> reruns the same inputs.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const CASES = Number(process.env.FUZZ_CASES ?? 5_000);
const CONCURRENCY = 16;
const MB = 1024 * 1024;
// Short, so stalled clients are cut off within the test (production allows far longer), yet long
// enough for every honest request to arrive in full on a busy machine.
const TIMEOUTS = { headersMs: 4_000, requestMs: 10_000, idleMs: 12_000 };

/** Each case posts from its own loopback address, so per-address limits do not hide the parser. */
function addressFor(index: number): string {
  return `127.66.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function hasMessage(answer: RawAnswer): boolean {
  const type = answer.headers["content-type"] ?? "";
  const text = answer.body.toString("utf8");
  if (type.startsWith("application/json")) {
    try {
      const reply = JSON.parse(text) as { message?: unknown };
      return typeof reply.message === "string" && reply.message.trim().length > 0;
    } catch {
      return false;
    }
  }
  // The comment form without JavaScript: the page again, with the refusal beside the form or a field.
  if (type.startsWith("text/html")) return /role="alert"[^>]*>[^<]*\w/.test(text) || /aria-invalid="true"/.test(text);
  // The comment form's script: route data carrying the reply's message.
  if (type.startsWith("text/x-script")) return /"message","[^"]*\w/.test(text);
  return type.startsWith("text/plain") && text.trim().length > 0;
}

/** What is wrong with the answer to one case, or null when it is as it must be. */
function judge(fuzzCase: FuzzCase, answer: RawAnswer): string | null {
  const { status } = answer;
  if (fuzzCase.stalls) {
    if (status !== null && status !== 408) return `a stalled request was answered ${status}`;
    return answer.ms > TIMEOUTS.requestMs + 5_000 ? `a stalled request was held for ${answer.ms} ms` : null;
  }
  // The client broke off its own request; closing without an answer is all the server can do.
  if (status === null) return fuzzCase.family.includes("client stops sending") ? null : "closed without an answer";
  if (status >= 500) return `answered ${status}: ${answer.body.toString("utf8").slice(0, 200)}`;
  if (answer.headers["x-content-type-options"] !== "nosniff") return `answered ${status} without the security headers`;
  if (status >= 200 && status < 400) {
    if (!fuzzCase.mayBeAccepted) return `accepted (${status}) although it is not a valid form`;
    const text = answer.body.toString("utf8");
    if (fuzzCase.answerKind === "page") return status === 303 && /comment=posted/.test(answer.headers.location ?? "") ? null : `comment answered ${status}`;
    // Posted by the script with a captcha: the reply; without one, the redirect a page would get.
    if (fuzzCase.answerKind === "data") return (status === 200 && text.includes('"ok",true')) || (status === 202 && text.includes("comment=posted")) ? null : `comment answered ${status}`;
    return status === 200 && JSON.parse(text).ok === true ? null : `accepted with ${status} but no ok reply`;
  }
  if (status < 400 || status >= 500) return `answered ${status}`;
  return hasMessage(answer) ? null : `answered ${status} without a message (${answer.headers["content-type"] ?? "no type"})`;
}

describeEachDatabase("multipart fuzzing", (getDb, { dialect }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let context: FuzzContext;
  // PostgreSQL sees the same parser, so fewer cases there keep the run short.
  const cases = dialect === "sqlite" ? CASES : Math.ceil(CASES / 5);

  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    const post = await db.selectFrom("posts").select("id").orderBy("id").executeTakeFirstOrThrow();
    const job = await db.selectFrom("jobs").select("id").where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow();
    server = await startTestServer(db, { timeouts: TIMEOUTS });
    context = {
      postId: post.id,
      jobId: job.id,
      pdf: await samplePdf("Fuzzing brief"),
      docx: sampleDocx("Fuzzing CV"),
      png: samplePng(),
      solveCaptcha: () => solveTestCaptcha(server.url("/captcha/challenge"), { "accept-encoding": "identity" }),
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  async function storedCounts() {
    const db = getDb();
    const count = async (table: "enquiries" | "applications" | "comments") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    return { enquiries: await count("enquiries"), applications: await count("applications"), comments: await count("comments") };
  }

  it(`answers ${cases} broken, hostile and valid form posts with a 4xx and a message or an acceptance, never a 5xx (seed ${SEED})`, async () => {
    const port = Number(new URL(server.url("/")).port);
    const before = await storedCounts();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 100);

    const problems: string[] = [];
    const accepted = { enquiry: 0, application: 0, comment: 0 };
    const families = new Map<string, number>();
    const stalled: Promise<void>[] = [];
    // FUZZ_CASE=<n> (with FUZZ_SEED) replays one case alone and prints the answer.
    const only = process.env.FUZZ_CASE ? Number(process.env.FUZZ_CASE) : null;

    const run = async (index: number) => {
      const fuzzCase = await makeFuzzCase(SEED, index, context);
      families.set(fuzzCase.family, (families.get(fuzzCase.family) ?? 0) + 1);
      const answered = sendRaw({ port, head: fuzzCase.head, body: fuzzCase.body, plan: fuzzCase.plan, localAddress: addressFor(index), timeoutMs: TIMEOUTS.requestMs + 15_000 })
        .then((answer) => {
          if (only !== null) console.info(`case ${index}: ${fuzzCase.family} → ${fuzzCase.head.split("\r\n")[0]}\n${answer.status} ${JSON.stringify(answer.headers)}\n${answer.body.toString("utf8").slice(-3000)}`);
          const problem = judge(fuzzCase, answer);
          if (problem) problems.push(`#${index} ${fuzzCase.family} → ${fuzzCase.target}: ${problem}`);
          else if (answer.status !== null && answer.status < 400) accepted[fuzzCase.target] += 1;
        })
        .catch((error: unknown) => {
          problems.push(`#${index} ${fuzzCase.family} → ${fuzzCase.target}: ${(error as Error).message}`);
        });
      // Stalled clients stay open side by side (a slowloris attack) while the others go on.
      if (fuzzCase.stalls) stalled.push(answered);
      else await answered;
    };

    let next = only ?? 0;
    const last = only ?? cases - 1;
    await Promise.all(
      Array.from({ length: only === null ? CONCURRENCY : 1 }, async () => {
        while (next <= last) await run(next++);
      }),
    );
    await Promise.all(stalled);
    clearInterval(sampler);

    // Still up, and still answering real visitors.
    expect((await fetch(server.url("/healthz"))).status).toBe(200);
    expect(problems, `seed ${SEED}: ${problems.length} problems`).toEqual([]);

    // Exactly the accepted posts were stored, and nothing of the refused ones.
    const after = await storedCounts();
    expect(after.enquiries - before.enquiries).toBe(accepted.enquiry);
    expect(after.applications - before.applications).toBe(accepted.application);
    expect(after.comments - before.comments).toBe(accepted.comment);
    if (only !== null) return;
    expect(accepted.enquiry + accepted.application + accepted.comment).toBeGreaterThan(0);
    expect(families.size).toBeGreaterThan(40);

    // Memory: at most one file per upload in flight is ever held, so the peak stays far below what
    // was sent (hundreds of megabytes), and the heap returns to near where it started.
    (globalThis as { gc?: () => void }).gc?.();
    const end = process.memoryUsage();
    console.info(
      `fuzz seed ${SEED}: ${cases} cases, ${families.size} kinds; rss ${Math.round(baseline.rss / MB)} → peak ${Math.round(peakRss / MB)} → ${Math.round(end.rss / MB)} MB; heap ${Math.round(baseline.heapUsed / MB)} → ${Math.round(end.heapUsed / MB)} MB`,
    );
    expect(peakRss - baseline.rss).toBeLessThan(512 * MB);
    expect(end.heapUsed - baseline.heapUsed).toBeLessThan(128 * MB);
  }, 240_000);
});
