import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";
import { publicPaths } from "./public-paths.ts";
import { watchOwnRequests } from "./wait-for-own-requests.ts";

/*
 * Every public page, opened in Chromium under the site's real Content-Security-Policy, with the
 * widgets a visitor uses on the way (menus, carousels, dialogs, the lightbox, a form's spam check):
 * the browser must report no policy violation, neither as a `securitypolicyviolation` event nor
 * as a console error. A violation means a script, style, image, frame or request the policy
 * blocks, so something on the page is broken for visitors.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function collectViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

/** Opens what the page offers to open, cheaply: one of each kind. */
async function useWidgets(page: Page, requests: ReturnType<typeof watchOwnRequests>) {
  const main = page.locator("main");
  const nextSlide = main.getByRole("button", { name: /^Next (slide|testimonial)/ }).first();
  if (await nextSlide.isVisible()) await nextSlide.click();

  for (const opener of [main.getByRole("button", { name: /^(Read More|View Details|Keep Reading|Enlarge)\b/ }).first(), main.getByRole("button", { name: /^Open photo/ }).first()]) {
    if (!(await opener.isVisible())) continue;
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }

  // A form starts its invisible spam check (a fetch and the solver's code) when typed into.
  const nameField = main.getByRole("textbox", { name: /^(Full )?Name/ }).first();
  if (await nameField.isVisible()) {
    const challenge = page.waitForResponse((response) => response.url().includes("/captcha/challenge"));
    await nameField.fill("Asha");
    await challenge;
    await requests.settled();
  }
}

test.describe("no Content-Security-Policy violation anywhere", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
  });

  for (const path of [...publicPaths(), "/no-such-page", "/admin/sign-in"]) {
    test(`${path} @mobile`, async ({ page, isMobile }) => {
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) consoleErrors.push(message.text());
      });
      const requests = watchOwnRequests(page);
      // Hydration itself runs every script the page has; a blocked one would stop it.
      await gotoHydrated(page, path);
      const menuButton = page.getByRole("button", { name: "Open menu" });
      const services = isMobile ? page.locator("#mobile-menu").getByRole("button", { name: "SERVICES" }) : page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "SERVICES" });
      if (isMobile && (await menuButton.isVisible())) await menuButton.click();
      if (await services.isVisible()) {
        await services.click();
        await page.keyboard.press("Escape");
      }
      await useWidgets(page, requests);
      // Lazy images and sections further down load as the page is scrolled.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await requests.settled();
      expect(await collectViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
