import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFileUrl } from "#app/features/media/media-file-url.ts";
import { rateLimitRules } from "#app/lib/rate-limits.server.ts";
import { jpegPicture } from "#tests/helpers/media-files.ts";
import { freshVisitor } from "#tests/integration/post-form.ts";
import { missingPrerequisite, NOTIFY_TO, STAFF, startCluster, type Cluster } from "./start-cluster.ts";
import { eventually, postComment, publicPostIds, sendEnquiry, signIn, solveCaptcha } from "./visitor.ts";

// Two instances on one PostgreSQL and one Redis behind nginx behave as one site.
const skipped = missingPrerequisite();
if (skipped) console.warn(`Scale tests skipped: ${skipped}`);

describe.skipIf(skipped)("two instances behind nginx", () => {
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

  it("started both instances on one freshly migrated and seeded database, and serves through nginx", async () => {
    expect(postIds.length).toBeGreaterThan(0);
    const staff = await cluster.db.selectFrom("staff_users").select("email").execute();
    expect(staff).toEqual([{ email: STAFF.email }]);
    for (const path of ["/", "/blog", "/careers"]) {
      const response = await fetch(cluster.url(path));
      expect(response.status, path).toBe(200);
    }
  });

  it("accepts a captcha solution once: the other instance refuses it", async () => {
    // Made by A, verified by B (the signing key is shared), then replayed on A.
    const altcha = await solveCaptcha(a().url);
    const postId = postIds[0]!;
    const first = await postComment(b().url, postId, { name: "Asha", message: `first use ${randomBytes(4).toString("hex")}`, altcha }, freshVisitor());
    expect(first.status).toBe(200);
    const replay = await postComment(a().url, postId, { name: "Asha", message: "second use", altcha }, freshVisitor());
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("Failed to verify captcha, please try again");
    const stored = await cluster.db.selectFrom("comments").select("message").where("message", "=", "second use").execute();
    expect(stored).toEqual([]);
  });

  it("shares rate limits: a budget spent through A is spent on B", async () => {
    const visitor = "198.51.100.40";
    const postId = postIds[0]!;
    // Each refused proof of work still spends one comment of the address's budget.
    for (let attempt = 0; attempt < rateLimitRules.comment.points; attempt += 1) {
      const response = await postComment(a().url, postId, { name: "Ravi", message: "hello", altcha: "not-a-solution" }, visitor);
      expect(response.status, `attempt ${attempt + 1} on A`).toBe(400);
    }
    const onB = await postComment(b().url, postId, { name: "Ravi", message: "hello", altcha: "not-a-solution" }, visitor);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address still has its whole budget on B.
    const other = await postComment(b().url, postId, { name: "Ravi", message: "hello", altcha: "not-a-solution" }, "198.51.100.41");
    expect(other.status).toBe(400);
  });

  it("shows a comment posted through one instance on the other within a second", async () => {
    const postId = postIds[1]!;
    // B renders and keeps the page first, so a stale copy is there to be dropped.
    const before = await (await fetch(b().url(`/blog/${postId}`))).text();
    expect((await fetch(b().url(`/blog/${postId}`))).status).toBe(200);
    const message = `seen everywhere ${randomBytes(6).toString("hex")}`;
    expect(before).not.toContain(message);

    const posted = await postComment(a().url, postId, { name: "Meera", message, altcha: await solveCaptcha(a().url) }, freshVisitor());
    expect(posted.status).toBe(200);
    // A's answer does not wait for Redis to carry the news to B: on a busy machine B may still
    // serve one request from its copy. The copy lives 60 s, so seeing the comment within a second
    // shows that the write reached B.
    await eventually(async () => (await (await fetch(b().url(`/blog/${postId}`))).text()).includes(message), 1_000, "B shows the comment");
    const data = await fetch(b().url(`/blog/${postId}.data`));
    expect(await data.text()).toContain(message);
  });

  it("keeps a staff session made on one instance valid on the other, and signs out everywhere", async () => {
    const cookie = await signIn(a().url, STAFF.email, STAFF.password);
    const onB = await fetch(b().url("/admin"), { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toMatch(/<h1[^>]*>Dashboard<\/h1>/);

    const page = await (await fetch(a().url("/admin"), { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
    expect(csrf).toBeDefined();
    const signOut = await fetch(b().url("/admin/sign-out"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: csrf! }),
    });
    expect(signOut.status).toBe(303);
    const afterOnA = await fetch(a().url("/admin"), { headers: { cookie }, redirect: "manual" });
    expect(afterOnA.status).toBe(303);
    expect(afterOnA.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  });

  it("shows a page staff publish through one instance on the other within a second", async () => {
    const cookie = await signIn(a().url, STAFF.email, STAFF.password);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(a().url("/admin"), { headers: { cookie } })).text())?.[1];
    const row = await cluster.db.selectFrom("pages").select(["id", "version", "published"]).where("slug", "=", "cloud-management").executeTakeFirstOrThrow();
    // B has served the page before the change, from the build's prerendered copy.
    expect((await fetch(b().url("/services/cloud-management"))).status).toBe(200);
    const lead = `Published on A, read on B ${randomBytes(6).toString("hex")}`;
    const published = await fetch(a().url(`/admin/pages/${row.id}`), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: csrf!, intent: "publish", version: String(row.version), document: JSON.stringify({ ...JSON.parse(row.published!), lead }) }),
    });
    expect(published.status).toBe(200);
    const publishedAt = Date.now();
    await eventually(async () => (await (await fetch(b().url("/services/cloud-management"))).text()).includes(lead), 1_000, "B shows the published page");
    console.info(`A publish reached B in ${Date.now() - publishedAt} ms`);
  });

  it("shows site settings staff publish through one instance on every page of the other", async () => {
    const cookie = await signIn(a().url, STAFF.email, STAFF.password);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(a().url("/admin"), { headers: { cookie } })).text())?.[1];
    const row = await cluster.db.selectFrom("site_documents").select(["version", "published"]).where("name", "=", "settings").executeTakeFirstOrThrow();
    expect((await fetch(b().url("/industries/healthcare-and-pharma"))).status).toBe(200);
    const settings = JSON.parse(row.published);
    const tagline = `Set on A, shown by B ${randomBytes(6).toString("hex")}`;
    const published = await fetch(a().url("/admin/settings"), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: csrf!, intent: "publish", version: String(row.version), document: JSON.stringify({ ...settings, company: { ...settings.company, tagline } }) }),
    });
    expect(published.status).toBe(200);
    await eventually(async () => (await (await fetch(b().url("/industries/healthcare-and-pharma"))).text()).includes(tagline), 1_000, "B shows the new tagline");
  });

  it("serves a picture uploaded through one instance from the other, with its immutable caching", async () => {
    const cookie = await signIn(a().url, STAFF.email, STAFF.password);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(a().url("/admin"), { headers: { cookie } })).text())?.[1];
    const form = new FormData();
    form.append("csrf", csrf!);
    form.append("file", new Blob([new Uint8Array(await jpegPicture(900, 600))], { type: "image/jpeg" }), "uploaded-on-a.jpg");
    const uploaded = await fetch(a().url("/admin/media/upload"), { method: "POST", headers: { cookie, origin: new URL(a().url("/")).origin, accept: "application/json" }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { itemId } = (await uploaded.json()) as { itemId: number };
    const variant = await cluster.db.selectFrom("media_variants").select(["hash", "format"]).where("item_id", "=", itemId).where("format", "=", "avif").orderBy("width").executeTakeFirstOrThrow();
    const onB = await fetch(b().url(mediaFileUrl(variant)));
    expect(onB.status).toBe(200);
    expect(onB.headers.get("content-type")).toBe("image/avif");
    expect(onB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends every outbox mail exactly once while both instances' senders run", async () => {
    const markers = Array.from({ length: 6 }, (_, index) => `scale outbox ${index} ${randomBytes(6).toString("hex")}`);
    // Through nginx, so the enquiries land on both instances.
    for (const marker of markers) {
      const response = await sendEnquiry(cluster.url, marker, freshVisitor());
      expect(response.status, response.text).toBe(200);
    }
    const expected = await cluster.db.selectFrom("outbox").select(["id", "to_address"]).execute();
    // A notification to the inbox and a confirmation to the sender per enquiry.
    expect(expected.length).toBe(markers.length * 2);
    expect(expected.filter((row) => row.to_address === NOTIFY_TO)).toHaveLength(markers.length);

    await eventually(async () => cluster.smtp.received.length >= expected.length, 30_000, "every mail arrived");
    // Both senders poll every 5 s: after two more rounds nothing may have been sent again.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(cluster.smtp.received).toHaveLength(expected.length);
    const notifications = cluster.smtp.received.filter((mail) => mail.to.includes(NOTIFY_TO));
    for (const marker of markers) expect(notifications.filter((mail) => mail.raw.includes(marker)), marker).toHaveLength(1);
    const statuses = await cluster.db.selectFrom("outbox").select("status").distinct().execute();
    expect(statuses).toEqual([{ status: "sent" }]);
  }, 60_000);

  it("logged no failure on either instance", () => {
    for (const instance of cluster.instances) {
      const failures = instance.output().split("\n").filter((line) => /"level":(50|60)/.test(line));
      expect(failures, instance.name).toEqual([]);
    }
  });
});
