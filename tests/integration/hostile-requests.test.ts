import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { sendRaw, type RawAnswer } from "#tests/helpers/raw-http.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Whatever a client sends, the answer is never a 5xx: every HTTP method to every kind of
 * resource, and a table of hostile query strings and headers to every route of routes.ts, signed
 * out and signed in.
 */

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL path the route config declares, with `:params` filled by `fill`. */
function allPaths(entries: RouteEntry[], fill: (name: string) => string, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const here = entry.path || entry.index ? [own || "/"] : [];
    return [...here, ...allPaths(entry.children ?? [], fill, own)];
  });
}

const knownValues: Record<string, string> = { slug: "cloud-management", id: "1" };
const routePaths = [
  ...new Set([
    ...allPaths(routes as RouteEntry[], () => "").map((path) => path.replace(/:([A-Za-z_]+)\??/g, (_, name: string) => knownValues[name] ?? "1")),
    ...allPaths(routes as RouteEntry[], () => "").map((path) => path.replace(/:([A-Za-z_]+)\??/g, "%00%ff..%2f")),
  ]),
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LOCK", "SEARCH", "PURGE"];

const hostileQueries = [
  "?next=%2Fadmin%0D%0ASet-Cookie%3A%20x%3D1",
  "?next=%2F%2Fevil.example",
  "?next=javascript%3Aalert(1)",
  "?page=-1",
  "?page=1e309",
  "?page=99999999999999999999",
  "?page[]=1&page[]=2",
  "?q=%00%01%02",
  "?%ff%fe=%c0%af",
  "?__proto__[x]=1&constructor[prototype][y]=2",
  "?_data=root",
  "?_routes=root,routes%2Fhome",
  "?index",
  `?q=${"x".repeat(6000)}`,
  "?status=%27%20OR%201%3D1--&kind=<script>",
  "?from=not-a-date&to=2026-02-31",
  "?category=..%2F..%2Fetc%2Fpasswd",
];

const hostileHeaders: Record<string, string>[] = [
  { Host: "evil.example" },
  { Host: "[::1" },
  { "X-Forwarded-For": "not an address, <script>" },
  { "X-Forwarded-Proto": "gopher" },
  { Cookie: "kairav_staff=" + "A".repeat(90) },
  { Cookie: "kairav_staff=%00%ff; kairav_device=x.y; __Host-kairav_staff=1" },
  { Cookie: "a".repeat(4000) },
  { "Accept-Encoding": "br;q=abc, gzip;q=-1, *;q=NaN" },
  { "If-None-Match": "*" },
  { "If-Modified-Since": "yesterday" },
  { Range: "bytes=99999999999-1" },
  { Origin: "null" },
  { Accept: "text/x-component" },
  { "Content-Type": "multipart/form-data" },
  { "Accept-Language": "x".repeat(3000) },
  { "X-Remix-Response": "yes" },
];

function headLine(method: string, path: string, headers: Record<string, string> = {}, extra = ""): string {
  const all = { Host: "127.0.0.1", Connection: "close", ...headers };
  return [`${method} ${path} HTTP/1.1`, ...Object.entries(all).map(([name, value]) => `${name}: ${value}`), ...(extra ? [extra] : [])].join("\r\n");
}

function expectNo5xx(answer: RawAnswer, what: string) {
  expect(answer.status, `${what}: no answer`).not.toBeNull();
  expect(answer.status!, what).toBeLessThan(500);
}

describe("hostile requests", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let closeDb: () => Promise<void>;
  let port: number;
  let staffCookie: string;

  beforeAll(async () => {
    const handle = await createTestDatabase("sqlite");
    closeDb = handle.close;
    await seedDemoContentIfEmpty(handle.db);
    await createStaffUser(handle.db, { email: "probe@kairav.example", password: "a long enough secret" });
    server = await startTestServer(handle.db);
    port = Number(new URL(server.url("/")).port);
    staffCookie = (await signInStaff(server, { email: "probe@kairav.example", password: "a long enough secret" })).cookie;
  });
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });

  it("finds every route of the config, public and staff", () => {
    expect(routePaths).toContain("/services/cloud-management");
    expect(routePaths).toContain("/api/enquiries");
    expect(routePaths).toContain("/admin/posts");
  });

  it("answers TRACE, PROPFIND and other unknown methods with 405 and Allow, for pages and files alike", async () => {
    const html = await (await fetch(server.url("/"))).text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0];
    for (const path of ["/", asset, "/blog/1", "/api/enquiries", "/admin/posts", "/admin/sign-in", "/no-such-page"]) {
      for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "OPTIONS"]) {
        const answer = await sendRaw({ port, head: headLine(method, path, { "Content-Length": "0" }) });
        expect(answer.status, `${method} ${path}`).toBe(405);
        // Files (assets, prerendered pages) take no posts.
        expect(answer.headers.allow, `${method} ${path}`).toBe(path === asset || path === "/" ? "GET, HEAD" : "GET, HEAD, POST");
      }
    }
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    for (const target of ["127.0.0.1:443", "/"]) {
      const answer = await sendRaw({ port, head: headLine("CONNECT", target) });
      expect(answer.status, target).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("refuses an unknown method token with a 4xx", async () => {
    const answer = await sendRaw({ port, head: headLine("BREW", "/") });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it("answers a GET of a form endpoint with 405 and Allow: POST", async () => {
    for (const path of ["/api/enquiries", "/api/applications"]) {
      const response = await fetch(server.url(path));
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow"), path).toBe("POST");
    }
  });

  it("never answers 5xx to any method on any route, signed out or in", async () => {
    for (const path of routePaths) {
      for (const method of METHODS) {
        for (const cookie of [undefined, staffCookie]) {
          const headers: Record<string, string> = { "Content-Length": "0", ...(cookie ? { Cookie: cookie } : {}) };
          expectNo5xx(await sendRaw({ port, head: headLine(method, path, headers) }), `${method} ${path}${cookie ? " (staff)" : ""}`);
        }
      }
    }
  }, 120_000);

  it("never answers 5xx to hostile query strings on any route", async () => {
    for (const path of routePaths) {
      for (const query of hostileQueries) {
        for (const cookie of [undefined, staffCookie]) {
          const head = headLine("GET", `${path}${query}`, cookie ? { Cookie: cookie } : {});
          expectNo5xx(await sendRaw({ port, head }), `GET ${path}${query.slice(0, 60)}${cookie ? " (staff)" : ""}`);
        }
      }
    }
  }, 180_000);

  it("never answers 5xx to hostile headers on any route, GET and POST", async () => {
    for (const path of routePaths) {
      for (const headers of hostileHeaders) {
        for (const method of ["GET", "POST"]) {
          const head = headLine(method, path, { ...headers, ...(method === "POST" ? { "Content-Length": "0" } : {}) });
          expectNo5xx(await sendRaw({ port, head }), `${method} ${path} with ${JSON.stringify(headers).slice(0, 80)}`);
        }
      }
    }
  }, 180_000);

  it("makes no session for a sign-in whose next carries a line break, and redirects safely", async () => {
    const response = await fetch(server.url("/admin/sign-in?next=%2Fadmin%0D%0ASet-Cookie%3A%20evil%3D1"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "probe@kairav.example", password: "a long enough secret" }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    expect(response.headers.getSetCookie().join("\n")).not.toMatch(/evil/);
  });
});
