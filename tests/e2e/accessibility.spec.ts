import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { publicPaths } from "./public-paths.ts";
import { watchOwnRequests } from "./wait-for-own-requests.ts";

test.describe("axe-core finds no WCAG 2.2 AA violation @mobile", () => {
  for (const path of [...publicPaths(), "/no-such-page"]) {
    test(path, async ({ page }) => {
      const requests = watchOwnRequests(page);
      await page.goto(path);
      await requests.settled();
      await expectNoAxeViolations(page);
    });
  }
});
