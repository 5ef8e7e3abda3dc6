import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { invalidateCareersCache } from "#app/features/careers/careers-cache.server.ts";
import { inlineScriptHashes } from "#server/static-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

// Blog and careers pages are served from rendered copies until a write changes what they show.
describeEachDatabase("rendered page cache", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let postId: number;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    const post = await getDb().selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
    postId = post.id;
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves the same bytes twice with a hash-based CSP that covers every inline script", async () => {
    const first = await fetch(server.url(`/blog/${postId}`));
    const second = await fetch(server.url(`/blog/${postId}`));
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(await second.text()).toBe(html);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));

    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).not.toMatch(/'nonce-|'unsafe-inline'[^;]*; style/);
    const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSources).not.toContain("unsafe-inline");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSources).toContain(`'sha256-${hash}'`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends a kept page the same in brotli, gzip and uncompressed, with its plain length for HEAD", async () => {
    const address = server.url(`/blog/${postId}`);
    const gzip = await fetch(address, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const html = await gzip.text();
    // The brotli copy is made in the background once the page is kept.
    await vi.waitFor(async () => expect((await fetch(address, { headers: { "accept-encoding": "br" } })).headers.get("content-encoding")).toBe("br"));
    expect(await (await fetch(address, { headers: { "accept-encoding": "br" } })).text()).toBe(html);
    const plain = await fetch(address, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(await plain.text()).toBe(html);
    const head = await fetch(address, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
  });

  it("answers a conditional request with 304", async () => {
    const page = await fetch(server.url("/careers"));
    const etag = page.headers.get("etag")!;
    const again = await fetch(server.url("/careers"), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("shows a comment posted through the site at once", async () => {
    const before = await (await fetch(server.url(`/blog/${postId}`))).text();
    expect(before).not.toContain("Cache-busting comment");
    const altcha = await solveTestCaptcha(server.url("/captcha/challenge"));
    const posted = await fetch(server.url(`/blog/${postId}/comments`), {
      method: "POST",
      body: new URLSearchParams({ website: "", name: "Meera", message: "Cache-busting comment", altcha }),
      redirect: "manual",
    });
    expect(posted.status).toBe(200);
    const after = await (await fetch(server.url(`/blog/${postId}`))).text();
    expect(after).toContain("Cache-busting comment");
  });

  it("drops a closed job from /careers after the write invalidates careers", async () => {
    const job = await getDb().selectFrom("jobs").select(["id", "post_title"]).where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow();
    const title = job.post_title.replaceAll("&", "&amp;");
    expect(await (await fetch(server.url("/careers"))).text()).toContain(title);
    await getDb().updateTable("jobs").set({ status: "closed" }).where("id", "=", job.id).execute();
    invalidateCareersCache(getDb());
    expect(await (await fetch(server.url("/careers"))).text()).not.toContain(title);
    await getDb().updateTable("jobs").set({ status: "open" }).where("id", "=", job.id).execute();
    invalidateCareersCache(getDb());
    expect(await (await fetch(server.url("/careers"))).text()).toContain(title);
  });

  it("renders per-visit variants (?comment=posted) fresh, with a nonce", async () => {
    const response = await fetch(server.url(`/blog/${postId}?comment=posted`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("does not keep a missing post, and still answers it with a hash-based CSP", async () => {
    const response = await fetch(server.url("/blog/999999"));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("etag")).toBeNull();
  });
});
