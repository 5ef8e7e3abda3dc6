import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";
import { publicPaths } from "./public-paths.ts";

// Every public page first paints with only the rules its own markup uses, inlined (see
// server/critical-css.ts); the full stylesheet replaces them once the page has loaded. The first
// paint must already be the finished page: the layout with the inlined rules alone equals the
// layout with the full stylesheet.

type Box = { element: string; x: number; y: number; width: number; height: number };

/** The page as the server first answered it, kept so that both layouts are of the same page. */
type Served = { first?: { headers: Record<string, string>; html: string } };

/** Where every visible element of the page sits, without running the page's scripts. */
async function layout(page: Page, path: string, stylesheet: "inlined rules" | "full stylesheet", served: Served): Promise<Box[]> {
  const isThePage = (url: URL) => url.pathname === new URL(path, "http://x").pathname;
  await page.route(
    isThePage,
    async (route) => {
      // Tests running beside this one may add a job or a post between two requests.
      if (!served.first) {
        const response = await route.fetch();
        // The body is read decoded: it goes back without the encoding's headers.
        const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
        served.first = { headers, html: await response.text() };
      }
      let html = served.first.html.replace(/<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/, "");
      if (stylesheet === "full stylesheet") html = html.replace(/<style>[\s\S]*?<\/style>(<link rel="stylesheet" href="[^"]+") disabled=""\/>/, "$1/>");
      await route.fulfill({ status: 200, headers: served.first.headers, body: html });
    },
  );
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.unroute(isThePage);
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].flatMap((element, index) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      if (width === 0 && height === 0) return [];
      const round = (value: number) => Math.round(value);
      return [{ element: `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`.slice(0, 120), x: round(x), y: round(y), width: round(width), height: round(height) }];
    }),
  );
}

for (const path of publicPaths()) {
  test(`${path} is laid out by its inlined rules as by the full stylesheet @mobile`, async ({ page }) => {
    // The font is optional: whether it arrives in time for the first paint depends on timing, so
    // both layouts are taken with the fallback font.
    await page.route("**/fonts/**", (route) => route.abort());
    const served: Served = {};
    const inlined = await layout(page, path, "inlined rules", served);
    const full = await layout(page, path, "full stylesheet", served);
    expect(inlined.length).toBeGreaterThan(20);
    expect(inlined).toEqual(full);
  });
}

/** Layout shifts the page reports from its first paint on, summed as CLS counts them. */
async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
const sansStack = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("a page first painted before the web font arrived keeps the fallback font when the full stylesheet comes in, so nothing moves", async ({ page }) => {
  await countShifts(page);
  // Later than the optional font's block period, earlier than the load event.
  await page.route("**/fonts/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, "/industries/banking-and-finance");
  await page.mouse.move(10, 10);
  await expect(page.locator("head style")).toHaveCount(0);
  expect(await sansStack(page)).not.toContain("Inter Variable");
  expect(await shifted(page)).toBe(0);
});

test("a page first painted in the web font keeps it when the full stylesheet comes in", async ({ page }) => {
  await countShifts(page);
  // The second view finds the font in the browser's cache, in time for the first paint.
  await page.goto("/industries/banking-and-finance");
  await page.evaluate(() => document.fonts.ready);
  await gotoHydrated(page, "/industries/banking-and-finance");
  await page.mouse.move(10, 10);
  await expect(page.locator("head style")).toHaveCount(0);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(await sansStack(page)).toContain("Inter Variable");
  expect(await shifted(page)).toBe(0);
});

test("a visitor who only reads keeps the inlined rules; the first gesture swaps in the full stylesheet, which the page's dialogs use", async ({ page }) => {
  // Not gotoHydrated: it makes a gesture on a page with islands.
  await page.goto("/careers");
  await page.locator("html[data-hydrated]").waitFor();
  const href = await page.locator('link[rel="stylesheet"][disabled]').getAttribute("href");
  const loadsOfSheet = () =>
    page.evaluate(
      (href) => (performance.getEntriesByName(new URL(href!, location.href).href) as PerformanceResourceTiming[]).map((entry) => entry.transferSize),
      href,
    );
  // Fetched into the browser's cache, not made a stylesheet of the page, which would parse it.
  await expect.poll(loadsOfSheet).toHaveLength(1);
  await page.waitForTimeout(500);
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
  await expect(page.locator("head style")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(page.locator("head style")).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveAttribute("href", new URL(href!, page.url()).href);
  // Applied from the browser's cache: nothing downloaded twice.
  expect(await loadsOfSheet()).toEqual([expect.any(Number), 0]);
});

test("a visitor who only reads fetches no web app manifest; the first gesture links it", async ({ page }) => {
  const manifestRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/site\.webmanifest$|\/icon-\d+\.png$/.test(request.url())) manifestRequests.push(request.url());
  });
  await page.goto("/blog");
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForTimeout(500);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(manifestRequests).toEqual([]);
  await page.mouse.move(5, 5);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
});

test("a dialog an address opens gets the full stylesheet without a gesture", async ({ page }) => {
  await page.goto("/careers");
  // A link without JavaScript, a button once the job board has started: both name the opening.
  const jobId = await page.locator('[data-job-action="detail"]').first().getAttribute("data-job-id");
  await gotoHydrated(page, `/careers?job=${jobId}#job-panel`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("head style")).toHaveCount(0);
});
