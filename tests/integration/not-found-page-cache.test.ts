import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { publishSiteDocument } from "#app/features/admin/documents/site-document-writes.server.ts";
import type { SiteSettings } from "#app/model/site-settings.ts";
import { renderedPageStats } from "#server/site-server.ts";
import { inlineScriptHashes } from "#server/static-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Scanners ask for unknown addresses all day. Every address no route claims is answered 404 with
 * the site's own error page from one rendering kept in memory (per content version), without a
 * render or a new entry per address. A response served from memory carries no X-Request-Id: only
 * requests that reach the renderer get one (and a log line).
 */
describeEachDatabase("the not-found page kept for every unknown address", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, init: RequestInit = {}) => fetch(server.url(path), { redirect: "manual", ...init });
  const plain = { headers: { "accept-encoding": "identity" } };
  const stats = () => renderedPageStats(server.server)!;

  /** Until the brotli copy made in the background has joined the kept page, its byte count still moves. */
  async function settled(path: string) {
    await vi.waitFor(async () => {
      const response = await get(path, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
      expect(response.headers.get("content-encoding")).toBe("br");
    });
  }

  it("answers two different unknown addresses with the same 404 page, the second from memory", async () => {
    const first = await get("/no-such-page?utm_source=scan", plain);
    const html = await first.text();
    expect(first.status).toBe(404);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("404 Not Found");
    const kept = stats().entries;

    const second = await get("/wp-admin/setup-config.php", plain);
    expect(second.status).toBe(404);
    expect(second.headers.get("x-request-id")).toBeNull();
    expect(await second.text()).toBe(html);
    expect(stats().entries).toBe(kept);
  });

  it("sends it with the headers of a kept page: a CSP of its scripts' hashes, no caching instructions and no ETag", async () => {
    const response = await get("/another-unknown-address", plain);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSources).not.toMatch(/nonce-|unsafe-inline/);
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSources).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("etag")).toBeNull();

    const compressed = await get("/yet-another-address", { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(await compressed.text()).toBe(html);
    const head = await get("/one-more-address", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  it("does not grow the cache for 1,000 distinct unknown addresses", async () => {
    await settled("/no-such-page");
    const before = stats();
    const paths = Array.from({ length: 1000 }, (_, index) => `/scan-${index}/probe.php?id=${index}`);
    const answers: { status: number; requestId: string | null }[] = [];
    for (let start = 0; start < paths.length; start += 25) {
      answers.push(
        ...(await Promise.all(
          paths.slice(start, start + 25).map(async (path) => {
            const response = await get(path);
            await response.arrayBuffer();
            return { status: response.status, requestId: response.headers.get("x-request-id") };
          }),
        )),
      );
    }
    expect(answers.filter((answer) => answer.status !== 404)).toEqual([]);
    expect(answers.filter((answer) => answer.requestId !== null)).toEqual([]);
    // One entry still; its bytes may only shrink (the page asked for again gets its smaller, final brotli copy).
    expect(stats().entries).toBe(before.entries);
    expect(stats().bytes).toBeLessThanOrEqual(before.bytes);
  });

  it("keeps rendering the 404 of a known route, and staff, media, API and data addresses, per request; health checks stay", async () => {
    const held = stats().entries;
    for (const path of ["/services/no-such-service", "/blog/999999", "/admin/no-such", "/media/a/b", "/api/no-such"]) {
      for (let time = 0; time < 2; time += 1) {
        const response = await get(path);
        await response.arrayBuffer();
        expect(response.status, path).toBe(404);
        expect(response.headers.get("x-request-id"), path).not.toBeNull();
      }
    }
    // A missing content page still marks its family in the menu, unlike the page kept for unknown addresses.
    expect(await (await get("/services/no-such-service")).text()).toMatch(/aria-current="page"/);
    expect(await (await get("/no-such-page")).text()).not.toMatch(/aria-current="page"/);

    // Answered by the server before any route, though no route claims them.
    expect(await (await get("/healthz")).text()).toBe("ok");
    expect((await get("/readyz")).status).toBe(200);

    const data = await get("/no-such-page.data");
    await data.arrayBuffer();
    expect(data.headers.get("x-request-id")).not.toBeNull();
    expect(data.headers.get("content-type")).not.toMatch(/text\/html/);
    expect(stats().entries).toBe(held);
  });

  it("shows the company's new name after staff publish the settings", async () => {
    const row = await getDb().selectFrom("site_documents").select(["version", "published"]).where("name", "=", "settings").executeTakeFirstOrThrow();
    const settings = JSON.parse(row.published!) as SiteSettings;
    const before = await (await get("/no-such-page", plain)).text();
    expect(before).not.toContain("Quillon Renamed Systems");

    const renamed = { ...settings, company: { ...settings.company, name: "Quillon Renamed", legalName: "Quillon Renamed Systems Pvt. Ltd." } };
    const published = await publishSiteDocument(getDb(), "settings", row.version, renamed, { userId: null });
    expect(published.ok).toBe(true);

    const after = await get("/a-fresh-unknown-address", plain);
    const html = await after.text();
    expect(after.status).toBe(404);
    expect(after.headers.get("x-request-id")).not.toBeNull();
    expect(html).toContain("<title>404 Not Found | Quillon Renamed</title>");
    expect(html).toContain("Quillon Renamed Systems Pvt. Ltd");
    const again = await get("/no-such-page", plain);
    expect(again.headers.get("x-request-id")).toBeNull();
    expect(await again.text()).toBe(html);
  });
});
