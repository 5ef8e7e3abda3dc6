import { afterAll, beforeAll, expect, it } from "vitest";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { rateLimitRules } from "#app/lib/rate-limits.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Staff sign-in as an attacker tries it from outside: lockout of the owner, a trusted browser's
 * own budget, and cookies behind a TLS-terminating proxy (parallel guessing: sign-in-burst.test.ts). The server trusts X-Forwarded-For here, so each
 * test can speak for several client addresses.
 */

const password = "the owner's long password";
const accountBudget = rateLimitRules["admin-sign-in-account"].points;

describeEachDatabase("sign-in under attack", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    for (const email of ["owner@kairav.example", "device@kairav.example", "other@kairav.example", "proxy@kairav.example"]) {
      await createStaffUser(getDb(), { email, password });
    }
    server = await startTestServer(getDb(), { trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  function signIn(email: string, pass: string, options: { address: string; cookie?: string; https?: boolean }) {
    return fetch(server.url("/admin/sign-in"), {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": options.address,
        ...(options.https ? { "x-forwarded-proto": "https" } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: new URLSearchParams({ email, password: pass }),
    });
  }

  /** The device cookie a successful sign-in left in the browser, ready to send back (without the session). */
  function deviceCookieFrom(response: Response): string {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("kairav_device="));
    expect(cookie).toBeDefined();
    return cookie!.split(";")[0]!;
  }

  it("lets the owner sign in from a browser that signed in before while the account is under attack", async () => {
    const first = await signIn("owner@kairav.example", password, { address: "192.0.2.10" });
    expect(first.status).toBe(303);
    const ownersBrowser = deviceCookieFrom(first);

    // Someone who knows the address guesses from elsewhere until the account's budget is gone.
    for (let attempt = 0; attempt < accountBudget + 3; attempt++) {
      await signIn("owner@kairav.example", `guess ${attempt}`, { address: `203.0.113.${100 + attempt}` });
    }
    const unknownBrowser = await signIn("owner@kairav.example", password, { address: "192.0.2.10" });
    expect(unknownBrowser.status).toBe(429);
    // A refusal decided before any password check is a small page of its own, not the rendered app.
    const refusal = await unknownBrowser.text();
    expect(refusal).toMatch(/<p role="alert">Too many sign-in attempts\. Wait \d+ minutes? and try again\.<\/p>/);
    expect(refusal).toContain('<a href="/admin/sign-in">Back to the form</a>');
    expect(refusal).not.toContain("<script");
    expect(Buffer.byteLength(refusal)).toBeLessThan(3_000);

    const owner = await signIn("owner@kairav.example", password, { address: "192.0.2.10", cookie: ownersBrowser });
    expect(owner.status).toBe(303);
    expect(owner.headers.get("location")).toBe("/admin");
  });

  it("gives a trusted browser a budget of its own, and a device cookie only for the account it signed in to", async () => {
    const first = await signIn("device@kairav.example", password, { address: "192.0.2.20" });
    const browser = deviceCookieFrom(first);
    const deviceBudget = rateLimitRules["admin-sign-in-device"].points;
    for (let attempt = 0; attempt < deviceBudget; attempt++) {
      expect((await signIn("device@kairav.example", `typo ${attempt}`, { address: "192.0.2.20", cookie: browser })).status).toBe(401);
    }
    expect((await signIn("device@kairav.example", password, { address: "192.0.2.20", cookie: browser })).status).toBe(429);
    // The account's budget for unknown browsers was never touched by those typos.
    expect((await signIn("device@kairav.example", password, { address: "192.0.2.21" })).status).toBe(303);
    // The cookie says nothing about another account: there it is an unknown browser, which that
    // account's spent budget turns away.
    for (let attempt = 0; attempt < accountBudget; attempt++) {
      expect((await signIn("other@kairav.example", `guess ${attempt}`, { address: `203.0.113.${200 + attempt}` })).status).toBe(401);
    }
    const other = await signIn("other@kairav.example", password, { address: "192.0.2.20", cookie: browser });
    expect(other.status).toBe(429);
  });

  it("marks the staff cookies Secure with the __Host- prefix behind a TLS proxy, and reads them back", async () => {
    const response = await signIn("proxy@kairav.example", password, { address: "192.0.2.30", https: true });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("__Host-kairav_staff="));
    const device = cookies.find((cookie) => cookie.startsWith("__Host-kairav_device="));
    for (const cookie of [session, device]) {
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    const dashboard = await fetch(server.url("/admin"), {
      redirect: "manual",
      headers: { cookie: session!.split(";")[0]!, "x-forwarded-proto": "https", "x-forwarded-for": "192.0.2.30" },
    });
    expect(dashboard.status).toBe(200);

    // Over plain http the cookie keeps its plain name and no Secure flag (local runs).
    const plain = await signIn("proxy@kairav.example", password, { address: "192.0.2.31" });
    const plainCookie = plain.headers.getSetCookie().find((cookie) => cookie.startsWith("kairav_staff="));
    expect(plainCookie).toBeDefined();
    expect(plainCookie).not.toMatch(/Secure/);
  });
});
