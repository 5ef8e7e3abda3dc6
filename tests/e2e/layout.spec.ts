import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

const sections: { path: string; item: string }[] = [
  { path: "/services/platform-development", item: "SERVICES" },
  { path: "/industries/banking-and-finance", item: "INDUSTRIES" },
  { path: "/aboutus/our-celebrations", item: "ABOUT Us" },
  { path: "/solutions", item: "SOLUTIONS" },
  { path: "/blog", item: "BLOG" },
  { path: "/careers", item: "CAREERS" },
  { path: "/contactus", item: "CONTACT Us" },
];

test.describe("top navigation", () => {
  for (const { path, item } of sections) {
    test(`marks ${item} as the current section on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const nav = page.getByRole("navigation", { name: "Main" });
      const current = nav.locator('[aria-current="page"]:visible');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item);
    });
  }

  test("marks no section on the home page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("opens each dropdown with the keyboard and moves through its links", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, firstLink, count] of [
      ["SERVICES", "Platform Development", 6],
      ["INDUSTRIES", "Banking & Finance", 6],
      ["ABOUT Us", "Life at Kairav", 2],
    ] as const) {
      const button = nav.getByRole("button", { name: label });
      await button.focus();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(panel.getByRole("link")).toHaveCount(count);
      await page.keyboard.press("ArrowDown");
      await expect(panel.getByRole("link", { name: firstLink })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(panel.getByRole("link").last()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
      await expect(panel).toBeHidden();
    }
  });

  test("Space toggles a dropdown and ArrowDown opens it on the first link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "SERVICES" });
    await button.focus();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Platform Development" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/platform-development$/);
  });

  test("collapses into a menu button on a phone @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "SERVICES" }).click();
    await expect(menu.getByRole("link", { name: "BI & Analytics" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "CONTACT Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("shows the tagline, the copyright line, a mail link and a social link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Energy, Edge, Entrepreneurship")).toBeVisible();
    await expect(footer.getByText(/© 2023/)).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toBeVisible();
    for (const heading of ["Services", "Industries", "About Us", "Company"]) {
      await expect(footer.getByRole("navigation", { name: `Footer: ${heading}` })).toBeVisible();
    }
  });

  test("its links land at the top of the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Cloud Management" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/services\/cloud-management$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("scroll-to-top button", () => {
  test("appears at one viewport height of scroll and brings the page back to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y - 5), viewportHeight);
    await page.waitForTimeout(100);
    await expect(button).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), viewportHeight);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
