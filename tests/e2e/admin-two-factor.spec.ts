import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createStaffUser } from "./create-staff-user.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";

// Three password checks (deliberately slow), axe twice.
test.describe.configure({ timeout: 120_000 });

async function givePassword(page: Page, email: string, password: string) {
  await gotoHydrated(page, "/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/two-factor$/, { timeout: 20_000 });
  await page.locator("html[data-hydrated]").waitFor();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
}

test("a staff member turns on an authenticator app, then signs in with a code from it and with a recovery code", async ({ page }) => {
  const email = `kavya-${Date.now().toString(36)}@kairav.example`;
  const password = "kavya's long password 2026";
  createStaffUser(email, password, "Kavya Menon", "editor");

  // Without two-factor the password alone signs in.
  await gotoHydrated(page, "/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });

  await gotoHydrated(page, "/admin/account");
  await page.getByRole("link", { name: "Set up an authenticator app" }).click();
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Typed into the app by hand, as from the page: the key shown beside the QR code.
  const key = (await page.locator("#totp-secret-label + p").innerText()).replace(/\s/g, "");
  const app = new TOTP({ secret: Secret.fromBase32(key) });
  await page.getByLabel("Code from the app").fill(app.generate());
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole("link", { name: "Download codes" })).toHaveAttribute("download", "kairav-recovery-codes.txt");

  await signOut(page);
  await givePassword(page, email, password);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The code of the next 30-second step: the one typed to turn the app on cannot be used again.
  await page.getByLabel("6-digit code").fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Kavya Menon", { exact: true })).toBeVisible();

  await signOut(page);
  await givePassword(page, email, password);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Use a recovery code" })).toBeVisible();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Kavya Menon", { exact: true })).toBeVisible();
});
