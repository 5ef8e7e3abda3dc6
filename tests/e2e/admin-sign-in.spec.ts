import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

// The staff user the e2e server creates at start (ADMIN_BOOTSTRAP_* in playwright.config.ts).
const staff = { email: "e2e-staff@kairav.example", password: "e2e staff password 2026" };
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("staff sign in with the keyboard, see the dashboard and sign out @mobile", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").focus();
  await page.keyboard.type(staff.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(staff.password);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(staff.email)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("dashboard.png"), fullPage: true });
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
});

test("a wrong password gets one generic message", async ({ page }) => {
  await gotoHydrated(page, "/admin/sign-in");
  await page.getByLabel("Email").fill("someone-else@kairav.example");
  await page.getByLabel("Password").fill("definitely not it");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
  await expect(page.getByLabel("Email")).toHaveValue("someone-else@kairav.example");
});
