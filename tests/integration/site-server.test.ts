import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

function scriptSrc(csp: string | null): string {
  return csp?.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
}

describe("site server", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    const handle = await createTestDatabase("sqlite");
    closeDb = handle.close;
    server = await startTestServer(handle.db);
  });
  afterAll(async () => {
    await server.close();
    await closeDb();
  });

  it("serves the prerendered home page with a CSP that lists exactly its inline scripts", async () => {
    const response = await fetch(server.url("/"), { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = response.headers.get("content-security-policy");
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/ld\+json/.test(match[1] ?? ""));
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) {
      const hash = createHash("sha256").update(match[2] ?? "").digest("base64");
      expect(scriptSrc(csp)).toContain(`'sha256-${hash}'`);
    }
  });

  it("sends brotli or gzip as the browser accepts, and 304 for a known ETag", async () => {
    const brotli = await fetch(server.url("/"), { headers: { "accept-encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(server.url("/"), { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const etag = gzip.headers.get("etag")!;
    const again = await fetch(server.url("/"), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("caches hashed assets for a year and other files briefly", async () => {
    const html = await (await fetch(server.url("/"))).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(server.url(asset!));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await fetch(server.url("/favicon.svg"));
    expect(favicon.headers.get("cache-control")).not.toContain("immutable");
  });

  it("answers unknown pages with a 404 page whose CSP lists exactly its inline scripts", async () => {
    const first = await fetch(server.url("/no-such-page"));
    const second = await fetch(server.url("/no-such-page"));
    expect(first.status).toBe(404);
    const html = await first.text();
    expect(html).toContain("Unexpected Application Error!");
    // One rendering kept for every unknown address (server/rendered-page-cache.ts): hashes, not a nonce.
    expect(await second.text()).toBe(html);
    const csp = scriptSrc(first.headers.get("content-security-policy"));
    expect(csp).not.toMatch(/nonce-|unsafe-inline/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/ld\+json/.test(match[1] ?? ""));
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) {
      const hash = createHash("sha256").update(match[2] ?? "").digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });

  it("answers HEAD without a body", async () => {
    const response = await fetch(server.url("/"), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describeEachDatabase("readiness", (getDb) => {
  it("is ready while the database answers", async () => {
    const server = await startTestServer(getDb());
    try {
      const health = await fetch(server.url("/healthz"));
      expect(health.status).toBe(200);
      const ready = await fetch(server.url("/readyz"));
      expect(ready.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("readiness without a database", () => {
  it("answers 503 on /readyz but 200 on /healthz once the database is gone", async () => {
    const handle = await createTestDatabase("sqlite");
    const server = await startTestServer(handle.db);
    try {
      await handle.close();
      expect((await fetch(server.url("/readyz"))).status).toBe(503);
      expect((await fetch(server.url("/healthz"))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("behind a TLS-terminating proxy", () => {
  it("takes the scheme from X-Forwarded-Proto, so a browser's https Origin matches and the action runs", async () => {
    const handle = await createTestDatabase("sqlite");
    const trusting = await startTestServer(handle.db, { trustProxy: true });
    const direct = await startTestServer(handle.db);
    try {
      const post = (server: typeof trusting) => {
        const host = new URL(server.url("/")).host;
        return fetch(server.url("/admin/sign-in"), {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: `https://${host}`,
            "x-forwarded-proto": "https",
            "x-forwarded-for": "198.51.100.7",
          },
          body: new URLSearchParams({ email: "nobody@kairav.example", password: "not-the-password" }),
        });
      };
      // Trusted: the action answers (a refused sign-in), instead of the framework's cross-origin 400.
      expect((await post(trusting)).status).not.toBe(400);
      // Not trusted: the header is ignored, so the https Origin does not match the http request.
      expect((await post(direct)).status).toBe(400);
    } finally {
      await trusting.close();
      await direct.close();
      await handle.close();
    }
  });
});
