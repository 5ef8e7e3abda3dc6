import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { STAFF } from "./staff-session.ts";

// Runs axe twice around a deliberately slow password check: on a busy machine that takes longer
// than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("staff sign in with the keyboard, see the dashboard and sign out @mobile", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").focus();
  await page.keyboard.type(STAFF.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press("Enter");

  // A busy answer (other tests signing in at the same moment) is retried by the form itself.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin$/);
  // Named after the start of their email (they were given no name), with their role.
  await expect(page.getByText(new RegExp(`Signed in as\\s*${STAFF.email.split("@")[0]}\\s*\\(Admin\\)`))).toBeVisible();
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
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // A busy answer (other tests signing in at the same moment) is retried by the form itself.
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect", { timeout: 15_000 });
  await expect(page.getByLabel("Email")).toHaveValue("someone-else@kairav.example");
});
