import { expect, test } from "@playwright/test";
import { publicPaths } from "./public-paths.ts";
import { watchOwnRequests } from "./wait-for-own-requests.ts";

// Full-page screenshots of every public page at 1280 px and 390 px, kept as test artifacts.
test.describe("page screenshots @mobile", () => {
  for (const path of publicPaths()) {
    test(path, async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const requests = watchOwnRequests(page);
      await page.goto(path);
      await requests.settled();
      // Lazy images below the fold load as the page scrolls.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await requests.settled();
      const name = `${testInfo.project.name}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
      const file = testInfo.outputPath(name);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: "image/png" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      // No sideways scrolling on any width.
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});
