import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "./public-paths.ts";

// Every public page first paints with only the rules its own markup uses, inlined (see
// server/critical-css.ts); the full stylesheet replaces them once the page has loaded. The first
// paint must already be the finished page: the layout with the inlined rules alone equals the
// layout with the full stylesheet.

type Box = { element: string; x: number; y: number; width: number; height: number };

/** Where every visible element of the page sits, without running the page's scripts. */
async function layout(page: Page, path: string, stylesheet: "inlined rules" | "full stylesheet"): Promise<Box[]> {
  const isThePage = (url: URL) => url.pathname === new URL(path, "http://x").pathname;
  await page.route(
    isThePage,
    async (route) => {
      const response = await route.fetch();
      let html = (await response.text()).replace(/<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/, "");
      if (stylesheet === "full stylesheet") html = html.replace(/<style>[\s\S]*?<\/style>(<link rel="stylesheet" href="[^"]+") disabled=""\/>/, "$1/>");
      await route.fulfill({ response, body: html });
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
    const inlined = await layout(page, path, "inlined rules");
    const full = await layout(page, path, "full stylesheet");
    expect(inlined.length).toBeGreaterThan(20);
    expect(inlined).toEqual(full);
  });
}
