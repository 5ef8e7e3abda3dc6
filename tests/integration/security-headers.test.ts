import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routes from "#app/routes.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { sendRaw } from "#tests/helpers/raw-http.ts";
import { samplePdf } from "#tests/helpers/sample-files.ts";
import { createTestDatabase, describeEachDatabase } from "#tests/helpers/test-database.ts";
import { freshVisitor, postForm } from "./post-form.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Every kind of response the server sends, whoever makes it (the in-memory file server, React
 * Router's pages, data and resource routes, the actions' refusals, the health checks, Node's own
 * parser), carries the same protections: a CSP that allows no inline script and no framing,
 * HSTS, nosniff, a referrer policy, a permissions policy and an opener policy.
 */

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? "";
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/** What the response lacks, as readable lines (empty when it carries everything). */
function missingProtections(headers: HeaderSource): string[] {
  const missing: string[] = [];
  const csp = header(headers, "content-security-policy");
  if (!csp) missing.push("no Content-Security-Policy");
  else {
    // script-src, or default-src where there is none, governs scripts.
    const scripts = directive(csp, "script-src") ?? directive(csp, "default-src") ?? "";
    if (!scripts) missing.push("CSP governs no scripts");
    if (scripts.includes("'unsafe-inline'")) missing.push(`CSP allows inline scripts: ${scripts}`);
    if (directive(csp, "frame-ancestors") !== "frame-ancestors 'none'" && header(headers, "x-frame-options") !== "DENY") missing.push("framing allowed");
  }
  if (!/max-age=\d{7,}/.test(header(headers, "strict-transport-security"))) missing.push("no HSTS of at least a few months");
  if (header(headers, "x-content-type-options") !== "nosniff") missing.push("no nosniff");
  if (!header(headers, "referrer-policy")) missing.push("no Referrer-Policy");
  if (!header(headers, "permissions-policy").includes("camera=()")) missing.push("no Permissions-Policy");
  if (header(headers, "cross-origin-opener-policy") !== "same-origin") missing.push("no Cross-Origin-Opener-Policy");
  return missing;
}

type Seen = { label: string; status: number; headers: HeaderSource };

function expectProtected(seen: Seen[]) {
  const failures = seen.flatMap(({ label, status, headers }) => missingProtections(headers).map((problem) => `${label} (${status}): ${problem}`));
  expect(failures).toEqual([]);
}

type RouteEntry = { path?: string; children?: RouteEntry[] };

function declaresPath(entries: RouteEntry[], wanted: string, parent = ""): boolean {
  return entries.some((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    return own === wanted || declaresPath(entry.children ?? [], wanted, own);
  });
}

const staff = { email: "headers@kairav.example", password: "security headers test password" };

describeEachDatabase("security headers on every kind of response", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staffCookie: string;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    await createStaffUser(getDb(), staff);
    server = await startTestServer(getDb());
    const signedIn = await fetch(server.url("/admin/sign-in"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(staff),
    });
    staffCookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!.split(";")[0]!;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function get(path: string, init: RequestInit = {}): Promise<Seen> {
    const response = await fetch(server.url(path), { redirect: "manual", ...init });
    await response.arrayBuffer();
    return { label: `${init.method ?? "GET"} ${path}`, status: response.status, headers: response.headers };
  }

  it("pages, data, files, redirects and health checks", async () => {
    const home = await get("/");
    const etag = (home.headers as Headers).get("etag")!;
    const html = await (await fetch(server.url("/"))).text();
    const script = html.match(/\/assets\/[^"']+\.js/)?.[0];
    const stylesheet = html.match(/\/assets\/[^"']+\.css/)?.[0];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    const seen = [
      home,
      await get("/", { headers: { "if-none-match": etag } }),
      await get("/", { method: "HEAD" }),
      await get("/services/rpa-solutions"),
      await get("/solutions.data"),
      await get("/blog"),
      await get("/blog/1"),
      await get("/blog/1.data"),
      await get("/contactus"),
      await get("/careers"),
      await get("/no-such-page"),
      await get("/services/no-such-service"),
      await get("/blog/999999"),
      await get("/blog/not-a-number"),
      await get("/admin"),
      await get(script!),
      await get(stylesheet!),
      await get("/favicon.svg"),
      await get("/robots.txt"),
      await get("/sitemap.xml"),
      await get("/blog/rss.xml"),
      await get("/captcha/challenge"),
      await get("/healthz"),
      await get("/readyz"),
    ];
    expect(seen.map(({ label, status }) => `${label} ${status}`)).toEqual(
      expect.arrayContaining(["GET / 200", "GET / 304", "GET /blog 200", "GET /no-such-page 404", "GET /blog/not-a-number 302", "GET /healthz 200"]),
    );
    expectProtected(seen);
  });

  it("refusals and answers of the form actions: 400, 403, 405, 413, 415, 429 and the redirect after a post", async () => {
    // React Router's refusal of the foreign comment is noted as a warning; expected here.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen: Seen[] = [];
    const record = (label: string, result: { status: number; headers: HeaderSource }) => seen.push({ label, status: result.status, headers: result.headers });
    const form = multipartBody([
      { name: "name", value: "Asha" },
      { name: "email", value: "not-an-email" },
      { name: "phone", value: "+91-9876543210" },
      { name: "message", value: "Hello" },
    ]);
    const post = (path: string, body: Buffer, options: { contentType?: string; from?: string; headers?: Record<string, string> } = {}) =>
      postForm({ url: server.url(path), body, contentType: options.contentType ?? multipartContentType(), from: options.from ?? freshVisitor(), headers: options.headers });

    record("enquiry with a bad email", await post("/api/enquiries", form));
    record("enquiry from another site", await post("/api/enquiries", form, { headers: { origin: "https://evil.example" } }));
    record("enquiry as JSON", await post("/api/enquiries", Buffer.from("{}"), { contentType: "application/json" }));
    const port = Number(new URL(server.url("/")).port);
    const huge = await sendRaw({ port, head: `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${multipartContentType()}\r\nContent-Length: ${1024 ** 3}`, body: form, plan: { kind: "half-close", afterBytes: Number.MAX_SAFE_INTEGER } });
    record("enquiry of 1 GB", { status: huge.status ?? 0, headers: huge.headers });
    const put = await fetch(server.url("/api/enquiries"), { method: "PUT", body: new Uint8Array(form), headers: { "content-type": multipartContentType() } });
    record("PUT enquiry", put);
    record("comment without a name", await post("/blog/1", Buffer.from("name=&message=hi"), { contentType: "application/x-www-form-urlencoded" }));
    record("comment data without a name", await post("/blog/1.data", Buffer.from("name=&message=hi"), { contentType: "application/x-www-form-urlencoded" }));
    record("comment from another site", await post("/blog/1", Buffer.from("name=A&message=hi"), { contentType: "application/x-www-form-urlencoded", headers: { origin: "https://evil.example" } }));
    const visitor = freshVisitor();
    let limited = await post("/api/enquiries", form, { from: visitor });
    for (let attempt = 0; attempt < 10 && limited.status !== 429; attempt += 1) limited = await post("/api/enquiries", form, { from: visitor });
    record("enquiries past the limit", limited);
    const redirected = await post("/contactus", multipartBody([
      { name: "name", value: "Asha" },
      { name: "email", value: "asha@example.com" },
      { name: "phone", value: "+91-9876543210" },
      { name: "message", value: "Hello" },
      { name: "website", value: "" },
    ]));
    record("enquiry without JavaScript", redirected);
    const failedSignIn = (from: string) => post("/admin/sign-in", Buffer.from(new URLSearchParams({ email: "nobody@kairav.example", password: "not the password" }).toString()), { contentType: "application/x-www-form-urlencoded", from });
    const signInVisitor = freshVisitor();
    let throttled = await failedSignIn(signInVisitor);
    for (let attempt = 0; attempt < 10 && throttled.status !== 429; attempt += 1) throttled = await failedSignIn(signInVisitor);
    record("sign-in refused, then throttled", throttled);

    expect(seen.map(({ label, status }) => `${label}: ${status}`)).toEqual([
      "enquiry with a bad email: 400",
      "enquiry from another site: 403",
      "enquiry as JSON: 415",
      "enquiry of 1 GB: 413",
      "PUT enquiry: 405",
      "comment without a name: 400",
      "comment data without a name: 400",
      // React Router refuses a foreign post to a page before the action runs.
      "comment from another site: 400",
      "enquiries past the limit: 429",
      "enquiry without JavaScript: 303",
      "sign-in refused, then throttled: 429",
    ]);
    expectProtected(seen);
  });

  it("requests refused by the HTTP parser itself", async () => {
    const port = Number(new URL(server.url("/")).port);
    const broken = await sendRaw({ port, head: "GARBAGE / HTTP/9.9\r\nHost: x" });
    const hugeHeaders = await sendRaw({ port, head: `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(64 * 1024)}` });
    const smuggled = await sendRaw({ port, head: "POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked", body: Buffer.from("0\r\n\r\n") });
    const seen = [
      { label: "a broken request line", status: broken.status ?? 0, headers: broken.headers },
      { label: "headers over the limit", status: hugeHeaders.status ?? 0, headers: hugeHeaders.headers },
      { label: "Content-Length and chunked together", status: smuggled.status ?? 0, headers: smuggled.headers },
    ];
    expect(seen.map(({ status }) => status)).toEqual([400, 431, 400]);
    expect(broken.body.toString()).toMatch(/could not be read/);
    expectProtected(seen);
  });

  it("staff pages", async () => {
    const seen = [await get("/admin", { headers: { cookie: staffCookie } }), await get("/admin/sign-in")];
    expect(seen.map(({ status }) => status)).toEqual([200, 200]);
    expectProtected(seen);
  });

  // The staff download of a visitor's file, where the route exists.
  it.runIf(declaresPath(routes as RouteEntry[], "/admin/attachments/:id"))("a staff download of a visitor's file", async () => {
    const pdf = await samplePdf("Security headers");
    const sent = await postForm({
      url: server.url("/api/enquiries"),
      body: multipartBody([
        { name: "name", value: "Asha" },
        { name: "email", value: "asha@example.com" },
        { name: "phone", value: "+91-9876543210" },
        { name: "message", value: "With a file" },
        { name: "attachment", fileName: "brief.pdf", data: pdf },
        { name: "altcha", value: await solveTestCaptcha(server.url("/captcha/challenge")) },
      ]),
      contentType: multipartContentType(),
      from: freshVisitor(),
    });
    expect(sent.status).toBe(200);
    const { id } = await getDb().selectFrom("attachments").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    const download = await get(`/admin/attachments/${id}`, { headers: { cookie: staffCookie } });
    expect(download.status).toBe(200);
    expect(header(download.headers, "content-disposition")).toMatch(/^attachment/);
    expectProtected([download, await get(`/admin/attachments/${id}`)]);
  });
});

describe("security headers on a server error", () => {
  it("a page and a resource route whose dependency fails (500), and the readiness check of a server without its database (503)", async () => {
    const handle = await createTestDatabase("sqlite");
    await seedDemoContentIfEmpty(handle.db);
    const broken = () => {
      throw new Error("the captcha store failed");
    };
    // Only a test can hand the server a failing part; nothing in production reaches this.
    const server = await startTestServer(handle.db, { captcha: { createChallenge: broken, verify: broken } });
    // The failure is logged on purpose; it must not fail the test as an unexpected console.error.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const seen: Seen[] = [];
      const record = async (label: string, response: Response) => {
        await response.arrayBuffer();
        seen.push({ label, status: response.status, headers: response.headers });
      };
      await record("comment page", await fetch(server.url("/blog/1"), { method: "POST", body: new URLSearchParams({ name: "Asha", message: "Hi", altcha: "x" }) }));
      await record("captcha challenge", await fetch(server.url("/captcha/challenge")));
      await handle.close();
      await record("readiness", await fetch(server.url("/readyz")));
      expect(seen.map(({ status }) => status)).toEqual([500, 500, 503]);
      expect(logged).toHaveBeenCalled();
      expectProtected(seen);
    } finally {
      await server.close();
      await handle.close();
    }
  });
});
