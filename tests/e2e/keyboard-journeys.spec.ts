import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

/*
 * Journeys a visitor makes with the keyboard alone: no mouse click anywhere, every step reached
 * with Tab (or the keys the widget's ARIA pattern defines) and checked where the focus really is,
 * and that it can be seen.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses < (options.max ?? 120); presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows a focus indicator (an outline or a ring). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0, ring: style.boxShadow !== "none" };
  });
  expect(indicator.outline || indicator.ring, `${target.toString()} shows where the focus is`).toBe(true);
}

const HERO_SLIDES = 4;

function activeSlide(page: Page, carousel: Locator) {
  return carousel.locator('[aria-roledescription="slide"][data-active="true"]');
}

test.describe("keyboard only", () => {
  test("the skip link moves the focus past the navigation to the page's content", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expectVisibleFocus(skip);
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  for (const [menu, link, heading] of [
    ["SERVICES", "Testing & QA", /Testing/],
    ["INDUSTRIES", "Banking & Finance", /Banking/],
    ["ABOUT Us", "Our Celebrations", /Celebrations/],
  ] as const) {
    test(`opens ${menu} with the keyboard, moves through it with the arrows and reaches a page`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: menu });
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await expect(button).toHaveAttribute("aria-expanded", "false");

      // Enter opens without moving the focus; Escape closes and leaves it on the button.
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(panel).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      // ArrowDown opens on the first link; End and Home jump; ArrowUp from the first wraps to the last.
      await page.keyboard.press("ArrowDown");
      const links = panel.getByRole("link");
      await expectVisibleFocus(links.first());
      await page.keyboard.press("End");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Home");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(links.last()).toBeFocused();

      const target = panel.getByRole("link", { name: link });
      for (let presses = 0; presses < 12 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
        await page.keyboard.press("ArrowDown");
      }
      await expectVisibleFocus(target);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(panel).toBeHidden();
      // The focus goes to the new page's content, so the next Tab starts there, not in a closed menu.
      await expect(page.locator("#main-content")).toBeFocused();
    });
  }

  test("leaving an open menu with Tab closes it, and SOLUTIONS is a plain link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "ABOUT Us" });
    await tabTo(page, about);
    await page.keyboard.press("ArrowDown");
    const panel = page.locator(`#${await about.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await tabTo(page, nav.getByRole("link", { name: "SOLUTIONS" }));
    await expect(panel).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("operates the home page carousel with its buttons and the arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await tabTo(page, previous);
    await expectVisibleFocus(previous);
    // The banner may have stepped on its own while the keys went through the header (a slow
    // machine takes seconds): every slide below is counted from the one shown when the focus came.
    // Focus inside the carousel stops the automatic rotation, so from here it only changes on request.
    const shownOnArrival = Number((await activeSlide(page, carousel).getAttribute("aria-label"))?.split(" ")[0]);
    const slide = (offset: number) => `${((shownOnArrival - 1 + offset + HERO_SLIDES) % HERO_SLIDES) + 1} of ${HERO_SLIDES}`;
    await page.keyboard.press("Enter");
    await expect(activeSlide(page, carousel)).toHaveAttribute("aria-label", slide(-1));
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await page.keyboard.press(" ");
    await expect(activeSlide(page, carousel)).toHaveAttribute("aria-label", slide(1));
    await expect(next).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(activeSlide(page, carousel)).toHaveAttribute("aria-label", slide(2));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(activeSlide(page, carousel)).toHaveAttribute("aria-label", slide(0));
    // A slide picker, for a slide not shown: it shows that slide and says it is the current one.
    const picked = slide(2);
    const picker = carousel.getByRole("button", { name: `Show slide ${picked.split(" ")[0]}` });
    await tabTo(page, picker, { backwards: true });
    await expectVisibleFocus(picker);
    await page.keyboard.press("Enter");
    await expect(activeSlide(page, carousel)).toHaveAttribute("aria-label", picked);
    await expect(picker).toHaveAttribute("aria-current", "true");
    // Links in slides that are not shown cannot be reached.
    await expect(carousel.locator('[aria-roledescription="slide"][data-active="false"]').first()).toHaveAttribute("inert", "");
  });

  test("opens a use case in a dialog and closes it with Escape, the focus back on its button", async ({ page }) => {
    await gotoHydrated(page, "/services/platform-development");
    const trigger = page.getByTestId("use-case-cards").getByRole("button").first();
    await tabTo(page, trigger);
    await expectVisibleFocus(trigger);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // The focus is inside the dialog, and Tab keeps it there.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // The footer's Close button does the same.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close", exact: true });
    await tabTo(page, close);
    await expectVisibleFocus(close);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("browses the celebrations gallery: arrows step through the photos, Escape closes back on the thumbnail", async ({ page }) => {
    await gotoHydrated(page, "/aboutus/our-celebrations");
    const thumbnail = page.getByRole("button", { name: /^Open photo 2 of 5 in Ethnic Wear Day/ });
    await tabTo(page, thumbnail);
    await expectVisibleFocus(thumbnail);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 2 of 5");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 4 of 5");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 3 of 5");
    // The Next button works from the keyboard too.
    const next = dialog.getByRole("button", { name: "Next photo" });
    await tabTo(page, next);
    await expectVisibleFocus(next);
    await page.keyboard.press("Enter");
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 4 of 5");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });
});

test.describe("keyboard only: the contact form", () => {
  // Its own address, so the per-address limit on enquiries is not shared with other tests.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.40" } });

  test("fills in and sends the form; the spam check runs unseen and the success message is announced", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => (window as unknown as { cspViolations: string[] }).cspViolations.push(event.violatedDirective));
    });
    await gotoHydrated(page, "/contactus");
    const form = page.locator("#enquiry-form form");
    const values: [string, string][] = [
      ["Full Name", "Asha Kulkarni"],
      ["Email", "asha.keyboard@example.com"],
      ["Phone", "+91-9876543210"],
      ["Message", `Sent with the keyboard only ${Date.now()}`],
    ];
    await tabTo(page, form.getByLabel("Full Name"));
    for (const [label, value] of values) {
      const field = form.getByLabel(label);
      await expectVisibleFocus(field);
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    // The file input is next in order, and can be skipped.
    await expect(form.getByLabel("Upload Attachment")).toBeFocused();
    const send = page.getByRole("button", { name: "Send message" });
    await tabTo(page, send);
    await expectVisibleFocus(send);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "We have received your enquiry" })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    // The focus is not lost on the body: it stays in the form, ready for another message.
    await expect.poll(() => form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

test.describe("keyboard only on a phone", () => {
  test("opens the menu, expands SERVICES, reaches a service page, and Escape closes the menu @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, menuButton);
    await expectVisibleFocus(menuButton);
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    // Escape closes the menu and puts the focus back on its button.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    const services = menu.getByRole("button", { name: "SERVICES" });
    await tabTo(page, services);
    await expectVisibleFocus(services);
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const first = menu.getByRole("link").filter({ visible: true }).first();
    await expect(first).toBeFocused();
    const target = menu.getByRole("link", { name: "Cloud Management" });
    await tabTo(page, target);
    await expectVisibleFocus(target);
    // Touch-sized: at least 44 px high.
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /Cloud Management/ })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.locator("#main-content")).toBeFocused();
  });
});
