import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { publicPaths } from "./public-paths.ts";
import { watchOwnRequests } from "./wait-for-own-requests.ts";

test.describe("axe-core finds no WCAG 2.2 AA violation @mobile", () => {
  // The search page is not in publicPaths (no sitemap entry, noindex): its results and its no-results answer are checked here.
  for (const path of [...publicPaths(), "/no-such-page", "/search?q=cloud%20migration", "/search?q=zzyzx"]) {
    test(path, async ({ page }) => {
      const requests = watchOwnRequests(page);
      await page.goto(path);
      await requests.settled();
      await expectNoAxeViolations(page);
    });
  }
});
