import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

// The real server on a database that refuses every connection (PostgreSQL stopped): pages that
// need no database keep working, the others answer 503 with the site's error page.
describe("while the database cannot be reached", () => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    database = createDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/kairav", sqlitePath: ":memory:" });
    server = await startTestServer(database.db, { seedPages: false });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers a page that needs the database with 503, Retry-After and the error page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await fetch(server.url("/blog/1"));
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain("503 Service Unavailable");
    expect(html).not.toMatch(/ECONNREFUSED|at \S+ \(|node_modules/);
    // One warning naming the route, no error (which would page someone for every request).
    expect(warn.mock.calls.flat().join(" ")).toContain("database unavailable, answered 503");
  });

  it("answers the client navigation's data request, a feed and a posted comment with 503", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await fetch(server.url("/blog/1.data"))).status).toBe(503);
    expect((await fetch(server.url("/blog/rss.xml"))).status).toBe(503);
    const comment = await fetch(server.url("/blog/1"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // A real proof of work: the server must reach the database to record it.
      body: new URLSearchParams({ website: "", name: "Asha", message: "hello", altcha: await solveTestCaptcha(server.url("/captcha/challenge")) }),
    });
    expect(comment.status).toBe(503);
    expect(await comment.text()).toContain("503 Service Unavailable");
  });

  it("keeps serving the pages that need no database, and says it is not ready", async () => {
    expect((await fetch(server.url("/"))).status).toBe(200);
    expect((await fetch(server.url("/solutions"))).status).toBe(200);
    expect((await fetch(server.url("/healthz"))).status).toBe(200);
    expect((await fetch(server.url("/readyz"))).status).toBe(503);
  });
});
