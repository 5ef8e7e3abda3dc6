import { afterAll, beforeAll, expect, it } from "vitest";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { VITALS_SUMMARY_MAX_ROUTES } from "#app/features/vitals/get-vitals-summary.server.ts";
import { rollUpVitals } from "#app/features/vitals/roll-up-vitals.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { insertRawVitals } from "../../scripts/bench/insert-raw-vitals.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * The web vitals page of a site with many routes: one period at a time, the busiest routes
 * listed and the rest counted, and small enough to open on a phone.
 */
const staff = { email: "vitals-reader@kairav.example", password: "a long enough secret" };
const ROUTES = 200;
const PAGE_LIMIT_BYTES = 300 * 1024;

describeEachDatabase("the staff web vitals page with many routes", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;

  beforeAll(async () => {
    const now = new Date();
    await insertRawVitals(getDb(), { samples: 20_000, days: 6, routes: ROUTES, now });
    await rollUpVitals(getDb(), new Date(now.getTime() - 5 * 60 * 1000));
    await createStaffUser(getDb(), { ...staff, displayName: "Vitals Reader", role: "admin" });
    server = await startTestServer(getDb());
    cookie = (await signInStaff(server, staff)).cookie;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const routeRows = (html: string) => new Set([...html.matchAll(/<code class="break-words">(\/r\d+)<\/code>/g)].map((match) => match[1])).size;

  it("shows the last 7 days by default, the busiest routes listed and the others counted", async () => {
    const response = await fetch(server.url("/admin/vitals"), { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.length).toBeLessThan(PAGE_LIMIT_BYTES);
    expect(html).toMatch(/<h2 id="vitals-7-days"[^>]*>Last <!-- -->7<!-- --> days<\/h2>/);
    expect(html).not.toContain('id="vitals-30-days"');
    expect(routeRows(html)).toBe(VITALS_SUMMARY_MAX_ROUTES);
    expect(html.replaceAll("<!-- -->", "")).toContain(`${ROUTES - VITALS_SUMMARY_MAX_ROUTES} less visited pages are counted in All pages but not listed.`);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin\/vitals"|<a[^>]*href="\/admin\/vitals"[^>]*aria-current="page"/);
  });

  it("shows the last 30 days when asked, and the last 7 for anything else", async () => {
    const month = await (await fetch(server.url("/admin/vitals?days=30"), { headers: { cookie } })).text();
    expect(month.length).toBeLessThan(PAGE_LIMIT_BYTES);
    expect(month).toContain('id="vitals-30-days"');
    expect(routeRows(month)).toBe(VITALS_SUMMARY_MAX_ROUTES);
    const other = await fetch(server.url("/admin/vitals?days=9999"), { headers: { cookie } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('id="vitals-7-days"');
  });
});
