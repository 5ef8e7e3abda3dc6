import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicPaths } from "./public-paths.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("axe-core finds no WCAG 2.2 AA violation @mobile", () => {
  for (const path of [...publicPaths(), "/no-such-page"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
    });
  }
});
