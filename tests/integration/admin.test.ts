import { afterAll, beforeAll, expect, it, vi } from "vitest";
import routes from "#app/routes.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { BAD_CSRF_MESSAGE, FOREIGN_ORIGIN_MESSAGE } from "#app/features/admin/csrf.server.ts";
import { BROKEN_FORM_MESSAGE } from "#app/features/admin/read-staff-form.server.ts";
import { hashSessionToken } from "#app/features/admin/sessions.server.ts";
import { SIGN_IN_FAILED_MESSAGE } from "#app/features/admin/sign-in-schema.ts";
import { PUBLIC_STAFF_PATHS } from "#app/features/admin/staff-policy.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL path the route config declares, with `:params` filled by a placeholder. */
function allPaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const here = entry.path || entry.index ? [own || "/"] : [];
    return [...here, ...allPaths(entry.children ?? [], own)];
  });
}

const adminPaths = [...new Set(allPaths(routes as RouteEntry[]))]
  .filter((path) => (path === "/admin" || path.startsWith("/admin/")) && (path === "/admin/sign-in" || !PUBLIC_STAFF_PATHS.includes(path)))
  .map((path) => path.replace(/:[A-Za-z_]+\??/g, "1").replace(/\/\*$/, "/1"));

const password = "a long enough secret";

describeEachDatabase("staff console over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    await createStaffUser(getDb(), { email: "asha@kairav.example", password });
    await createStaffUser(getDb(), { email: "target@kairav.example", password });
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  function signIn(email: string, pass: string, headers: Record<string, string> = {}) {
    return fetch(server.url("/admin/sign-in?next=%2Fadmin"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ email, password: pass }),
    });
  }

  function cookieFrom(response: Response): string {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    return cookie!.split(";")[0]!;
  }

  async function csrfTokenFor(cookie: string): Promise<string> {
    const page = await fetch(server.url("/admin"), { headers: { cookie } });
    const html = await page.text();
    const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it("finds the admin routes in the route config", () => {
    expect(adminPaths).toContain("/admin");
    expect(adminPaths).toContain("/admin/sign-in");
    expect(adminPaths).toContain("/admin/sign-out");
  });

  it("sends every admin route to the sign-in page without a session", async () => {
    for (const path of adminPaths.filter((candidate) => candidate !== "/admin/sign-in")) {
      const response = await fetch(server.url(path), { redirect: "manual" });
      expect([302, 303], path).toContain(response.status);
      expect(response.headers.get("location"), path).toMatch(/^\/admin\/sign-in\?next=/);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("serves the sign-in page uncached and unindexed", async () => {
    const response = await fetch(server.url("/admin/sign-in"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("signs in, shows the dashboard with the cookie, signs out and revokes the session", async () => {
    const response = await signIn("ASHA@kairav.example", password);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    const cookie = cookieFrom(response);
    const token = cookie.split("=")[1]!;
    expect(await getDb().selectFrom("sessions").select("id").where("id", "=", hashSessionToken(token)).executeTakeFirst()).toBeDefined();

    const dashboard = await fetch(server.url("/admin"), { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe("no-store");
    expect(dashboard.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await dashboard.text();
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    const published = await getDb()
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    expect(html).toMatch(new RegExp(`data-testid="count-published-posts">${Number(published.count)}<`));

    const csrf = await csrfTokenFor(cookie);
    const signOut = await fetch(server.url("/admin/sign-out"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: new URL(server.url("/")).origin },
      body: new URLSearchParams({ csrf }),
    });
    expect(signOut.status).toBe(303);
    expect(signOut.headers.get("location")).toBe("/admin/sign-in");
    expect(signOut.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
    expect(await getDb().selectFrom("sessions").select("id").where("id", "=", hashSessionToken(token)).executeTakeFirst()).toBeUndefined();
    const after = await fetch(server.url("/admin"), { headers: { cookie }, redirect: "manual" });
    expect(after.status).toBe(303);
  });

  it("gives the same message for an unknown email and a wrong password", async () => {
    const unknown = await signIn("nobody@kairav.example", password);
    const wrong = await signIn("asha@kairav.example", "not the password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toContain(SIGN_IN_FAILED_MESSAGE);
    expect(await wrong.text()).toContain(SIGN_IN_FAILED_MESSAGE);
  });

  it("throttles the sixth attempt at one account with a 429", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn("target@kairav.example", `wrong password ${attempt}`)).status).toBe(401);
    }
    const sixth = await signIn("target@kairav.example", password);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await sixth.text()).toMatch(/Too many sign-in attempts/);
  });

  it("spends no sign-in budget on successful sign-ins", async () => {
    // One more than the per-account budget of failures.
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await signIn("asha@kairav.example", password)).status).toBe(303);
    }
  });

  it("refuses a sign-in posted from another site", async () => {
    // React Router refuses a cross-origin post to a page action (400) before our own 403 check
    // runs, and logs the attempt; that log line is expected here.
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const response = await signIn("asha@kairav.example", password, { origin: "https://evil.example" });
    expect([400, 403]).toContain(response.status);
    expect(response.headers.getSetCookie()).toHaveLength(0);
    expect(logged.every((line) => line.includes("origin"))).toBe(true);
  });

  it("answers a broken or oversized form from a signed-in session with a 4xx, not a 500", async () => {
    const cookie = cookieFrom(await signIn("asha@kairav.example", password));
    const broken = await fetch(server.url("/admin/sign-out"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "multipart/form-data; boundary=nothing-follows" },
      body: "--nothing-follows\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\ncut off",
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(BROKEN_FORM_MESSAGE);
    const huge = await fetch(server.url("/admin/sign-out"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: `csrf=${"x".repeat(3 * 1024 * 1024)}`,
    });
    expect(huge.status).toBe(413);
    expect((await fetch(server.url("/admin"), { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  });

  it("refuses sign-out without the CSRF token, with a wrong one, or from another origin", async () => {
    const cookie = cookieFrom(await signIn("asha@kairav.example", password));
    const csrf = await csrfTokenFor(cookie);
    const post = (body: Record<string, string>, origin?: string) =>
      fetch(server.url("/admin/sign-out"), {
        method: "POST",
        redirect: "manual",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
        body: new URLSearchParams(body),
      });

    const missing = await post({});
    expect(missing.status).toBe(403);
    expect(await missing.text()).toBe(BAD_CSRF_MESSAGE);
    expect((await post({ csrf: `${csrf}x` })).status).toBe(403);
    const foreign = await post({ csrf }, "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe(FOREIGN_ORIGIN_MESSAGE);
    // Still signed in after all three.
    expect((await fetch(server.url("/admin"), { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    // GET never signs out.
    expect((await fetch(server.url("/admin/sign-out"), { headers: { cookie }, redirect: "manual" })).status).toBe(405);
  });
});
