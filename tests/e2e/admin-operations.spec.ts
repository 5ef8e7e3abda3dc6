import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { expectNoSidewaysScroll } from "./expect-no-sideways-scroll.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen, STAFF } from "./staff-session.ts";

test("the audit log shows the sign-in, and the outbox and audit pages pass axe", async ({ page }) => {
  test.slow();
  const signedInAt = Date.now();
  await signInAndOpen(page, "/admin");

  await gotoHydrated(page, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=staff\.sign-in/);
  // Newest first: the sign-in above (or a parallel test's, with the same account) heads the list.
  const newest = page.getByRole("table", { name: /Matching audit entries/ }).getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Signed in");
  await expect(newest).toContainText(STAFF.email);
  const when = await newest.locator("time").getAttribute("datetime");
  expect(Date.parse(when!)).toBeGreaterThanOrEqual(signedInAt - 60_000);

  await gotoHydrated(page, "/admin/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Filter mails by status" }).getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Filter mails by status" }).getByRole("link", { name: /^Failed/ }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/);
  await expectNoAxeViolations(page);
});

/** The TTFB sample count /admin/vitals shows for a route over the last 7 days (every sampled view reports TTFB). */
async function weekSamples(page: Page, route: string): Promise<number> {
  const row = page.getByRole("region", { name: "Last 7 days" }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: route, exact: true }) });
  if ((await row.count()) === 0) return 0;
  const ttfb = await row.getByRole("cell").nth(4).textContent();
  return Number(/([\d,]+) samples?/.exec(ttfb ?? "")?.[1]?.replaceAll(",", "") ?? 0);
}

test("a sampled page view loads the reporter after the load event and its beacon lands on the web vitals page", async ({ page, context }) => {
  test.slow();
  // An address of its own, so the per-address budget is not shared with other tests' page views.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 200) + 20}` });
  await signInAndOpen(page, "/admin");
  await gotoHydrated(page, "/admin/vitals");
  const before = await weekSamples(page, "/contactus");
  // The staff console is not measured: no reporter on its pages.
  expect(await page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("report-web-vitals")))).toBe(false);

  // The e2e server samples none of the views it renders (VITALS_SAMPLE_RATE=0 in
  // playwright.config.ts): this one arrives with the share a server sampling every view sends.
  await page.route(/\/contactus$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('data-vitals-sample="0"', 'data-vitals-sample="1"');
    // The body is sent as text: not in the encoding the server chose for it.
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  });
  const reporterLoaded = page.waitForResponse(/\/assets\/report-web-vitals-[\w-]+\.js$/);
  const entries: string[] = [];
  page.on("request", (request) => {
    if (/\/entry\.client-[\w-]+\.js$/.test(request.url())) entries.push(request.url());
  });
  await page.goto("/contactus");
  await expect(page.locator("html")).toHaveAttribute("data-vitals-sample", "1");
  await reporterLoaded;
  // A sampled view loads the reporter without waiting for a gesture, and nothing else with it:
  // the client entry of a page with nothing to do before the first gesture still waits for it.
  await expect(page.locator("html")).toHaveAttribute("data-vitals-sampled", "true");
  expect(entries).toEqual([]);
  const afterLoad = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const reporter = performance.getEntriesByType("resource").find((entry) => entry.name.includes("report-web-vitals"))!;
    return reporter.startTime >= navigation.loadEventEnd;
  });
  expect(afterLoad).toBe(true);
  await page.getByRole("heading", { level: 1 }).click();

  // Leaving the page hides it: that is when the batch goes out, as a beacon (which the browser
  // sends after the page is gone, so it is followed to where it lands rather than on the wire).
  await gotoHydrated(page, "/admin/vitals");
  await expect(async () => {
    await page.reload();
    expect(await weekSamples(page, "/contactus")).toBeGreaterThan(before);
  }).toPass({ timeout: 15_000 });
  const row = page.getByRole("region", { name: "Last 7 days" }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: "/contactus", exact: true }) });
  for (const cell of [0, 2, 3, 4]) await expect(row.getByRole("cell").nth(cell)).toContainText(/(Good|Needs improvement|Poor)\s*\d+ samples?/);
  await expectNoAxeViolations(page);
  // One period at a time: the month is a link away.
  await page.getByRole("link", { name: "Last 30 days" }).click();
  await expect(page).toHaveURL(/\/admin\/vitals\?days=30$/);
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Last 30 days" }).getByRole("rowheader", { name: "/contactus", exact: true })).toBeVisible();
});

test("the operations pages fit the screen: cards on a phone, tables wider up, no sideways scrolling @mobile", async ({ page }) => {
  test.slow();
  await signInAndOpen(page, "/admin");
  const phone = page.viewportSize()!.width < 768;
  await gotoHydrated(page, "/admin/audit");
  const cards = page.getByRole("list", { name: "Audit entries" });
  const table = page.getByRole("table", { name: /Audit entries/ });
  await expect(phone ? cards : table).toBeVisible();
  await expect(phone ? table : cards).toBeHidden();
  await expect((phone ? cards.getByRole("listitem") : table.getByRole("row")).filter({ hasText: "Signed in" }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin/outbox");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin/vitals");
  await page.getByText("How each metric is rated").click();
  await expect(page.getByRole("table", { name: /thresholds/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  if (phone) {
    // The thresholds' four columns are wider than the narrowest phones: they scroll in their own box.
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoSidewaysScroll(page);
  }
});
