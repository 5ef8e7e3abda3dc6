import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitRules } from "#app/lib/rate-limits.server.ts";
import { freshVisitor } from "#tests/integration/post-form.ts";
import { missingPrerequisite, STAFF, startCluster, type Cluster } from "./start-cluster.ts";
import { eventually, postComment, postCommentWithoutScript, publicPostIds, sendEnquiry, signIn, solveCaptcha, type Base } from "./visitor.ts";

// What visitors get when PostgreSQL or Redis goes away, or an instance dies, under traffic.
const skipped = missingPrerequisite();
if (skipped) console.warn(`Scale tests skipped: ${skipped}`);

const PRERENDERED = ["/", "/services/cloud-management", "/solutions", "/industries/banking-and-finance"];

/** Runs `step` in `workers` loops until stopped; counts answers by status. */
function traffic(workers: number, step: (worker: number) => Promise<number>) {
  const statuses = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running) {
      let status: number;
      try {
        status = await step(worker);
      } catch {
        // The connection itself failed: counted apart from every HTTP status.
        status = 0;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return Object.fromEntries(statuses) as Record<number, number>;
    },
  };
}

function expectFriendly503(response: Response, body: string) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(response.headers.get("cache-control")).toBe("no-store");
  // The site's own error page, with every security header, and nothing about the internals.
  expect(body).toContain("Unexpected Application Error!");
  expect(body).toContain("503 Service Unavailable");
  expect(body).not.toMatch(/ECONNREFUSED|Connection terminated|at \S+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
}

describe.skipIf(skipped)("faults under traffic", () => {
  let cluster: Cluster;
  let postIds: number[];

  beforeAll(async () => {
    cluster = await startCluster();
    postIds = await publicPostIds(cluster);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  }, 60_000);

  const a = () => cluster.instances[0];
  const b = () => cluster.instances[1];
  const prerenderedTraffic = () => traffic(4, async (worker) => (await fetch(cluster.url(PRERENDERED[worker % PRERENDERED.length]!))).status);

  it("keeps prerendered pages up while PostgreSQL is stopped, answers 503 elsewhere, and recovers by itself", async () => {
    const cookie = await signIn(a().url, STAFF.email, STAFF.password);
    const coldPost = postIds.at(-1)!;
    const altcha = await solveCaptcha(a().url);
    const load = prerenderedTraffic();
    await new Promise((resolve) => setTimeout(resolve, 300));

    await cluster.postgresProxy.cut();
    const cutAt = Date.now();
    // A page nobody has asked for yet, so no cache can answer it: through nginx and on each instance.
    for (const base of [cluster.url, a().url, b().url] as Base[]) {
      const page = await fetch(base(`/blog/${coldPost}?from=outage`));
      expectFriendly503(page, await page.text());
    }
    const dashboard = await fetch(a().url("/admin"), { headers: { cookie }, redirect: "manual" });
    expectFriendly503(dashboard, await dashboard.text());
    // A comment posted without JavaScript gets the same page; nothing is stored, nothing crashed.
    const comment = await postCommentWithoutScript(b().url, postIds[0]!, { name: "Outage", message: "during the outage", altcha }, freshVisitor());
    expectFriendly503(comment, await comment.text());
    const enquiry = await sendEnquiry(cluster.url, "during the outage", freshVisitor());
    expect(enquiry.status).toBe(503);
    expect(enquiry.headers["retry-after"]).toBeDefined();
    for (const instance of cluster.instances) expect((await fetch(instance.url("/readyz"))).status, instance.name).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_500 - (Date.now() - cutAt))));

    await cluster.postgresProxy.restore();
    const restoredAt = Date.now();
    for (const instance of cluster.instances) {
      await eventually(async () => (await fetch(instance.url(`/blog/${coldPost}?from=recovery`))).status === 200, 15_000, `${instance.name} serves again`);
      expect((await fetch(instance.url("/readyz"))).status).toBe(200);
      expect(instance.alive(), instance.name).toBe(true);
    }
    const recoveredInMs = Date.now() - restoredAt;
    const statuses = await load.stop();
    console.info(`PostgreSQL outage: prerendered answers ${JSON.stringify(statuses)}, recovered ${recoveredInMs} ms after restore`);
    expect(Object.keys(statuses)).toEqual(["200"]);
    expect(await (await fetch(a().url("/admin"), { headers: { cookie } })).text()).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    const after = await postComment(b().url, postIds[0]!, { name: "Outage", message: "after the outage", altcha: await solveCaptcha(b().url) }, freshVisitor());
    expect(after.status).toBe(200);
    expect(await cluster.db.selectFrom("comments").select("message").where("message", "in", ["during the outage", "after the outage"]).execute()).toEqual([
      { message: "after the outage" },
    ]);
    // Every failure was recognised as the outage: nothing was logged as a failed render.
    for (const instance of cluster.instances) expect(instance.output(), instance.name).not.toContain("render failed");
  }, 60_000);

  it("falls back to per-instance rate limits while Redis is stopped, fails nothing, and catches up after", async () => {
    const load = traffic(3, async (worker) => {
      const path = worker === 0 ? `/blog/${postIds[0]}` : PRERENDERED[worker]!;
      return (await fetch(cluster.url(path))).status;
    });
    await cluster.redisProxy.cut();
    // B renders and keeps a page before A changes it without Redis to tell B.
    const postId = postIds[2]!;
    expect((await fetch(b().url(`/blog/${postId}`))).status).toBe(200);

    const visitor = "198.51.100.60";
    for (let attempt = 0; attempt < rateLimitRules.comment.points; attempt += 1) {
      const response = await postComment(a().url, postId, { name: "Ravi", message: "hello", altcha: "not-a-solution" }, visitor);
      expect(response.status, `attempt ${attempt + 1}`).toBe(400);
    }
    const limited = await postComment(a().url, postId, { name: "Ravi", message: "hello", altcha: "not-a-solution" }, visitor);
    expect(limited.status).toBe(429);

    const message = `written while Redis was away ${randomBytes(6).toString("hex")}`;
    const posted = await postComment(a().url, postId, { name: "Meera", message, altcha: await solveCaptcha(a().url) }, freshVisitor());
    expect(posted.status).toBe(200);
    const enquiry = await sendEnquiry(cluster.url, "while Redis was away", freshVisitor());
    expect(enquiry.status).toBe(200);

    await cluster.redisProxy.restore();
    const restoredAt = Date.now();
    // B did not hear of the write: once Redis is back it learns of it, long before the caches' 60 s.
    await eventually(async () => (await (await fetch(b().url(`/blog/${postId}`))).text()).includes(message), 10_000, "B shows the comment");
    const caughtUpInMs = Date.now() - restoredAt;
    const statuses = await load.stop();
    console.info(`Redis outage: answers ${JSON.stringify(statuses)}, B caught up ${caughtUpInMs} ms after restore`);
    expect(Object.keys(statuses)).toEqual(["200"]);
  }, 60_000);

  it("fails over to the other instance when one is killed under load, and keeps every acknowledged submission", async () => {
    type Sent = { marker: string; status: number; sentAt: number };
    const sent: Sent[] = [];
    const pages = traffic(4, async (worker) => (await fetch(cluster.url(worker === 0 ? "/blog" : PRERENDERED[worker]!))).status);
    const submissions = traffic(4, async () => {
      const marker = `failover ${randomBytes(6).toString("hex")}`;
      const sentAt = Date.now();
      const response = await sendEnquiry(cluster.url, marker, freshVisitor());
      sent.push({ marker, status: response.status, sentAt });
      return response.status;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const killedAt = Date.now();
    await a().kill("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const pageStatuses = await pages.stop();
    const submissionStatuses = await submissions.stop();
    console.info(`SIGKILL of A: pages ${JSON.stringify(pageStatuses)}, submissions ${JSON.stringify(submissionStatuses)}`);

    // Page requests are idempotent: nginx retried the ones A could not answer on B.
    expect(Object.keys(pageStatuses)).toEqual(["200"]);
    const acknowledged = sent.filter((item) => item.status === 200);
    expect(acknowledged.filter((item) => item.sentAt > killedAt + 200).length).toBeGreaterThan(0);
    const stored = new Set(
      (await cluster.db.selectFrom("enquiries").select("message").where("message", "like", "failover %").execute()).map((row) => row.message),
    );
    const missing = acknowledged.filter((item) => !stored.has(item.marker));
    expect(missing).toEqual([]);
    // A post is not retried by nginx once sent: only those under way when A died may have failed.
    const failedLater = sent.filter((item) => item.status !== 200 && item.sentAt > killedAt + 1_000);
    expect(failedLater).toEqual([]);
    expect(b().alive()).toBe(true);
  }, 60_000);
});
