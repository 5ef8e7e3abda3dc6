import { expect, type Page } from "@playwright/test";

/** The staff user the e2e server creates at start (ADMIN_BOOTSTRAP_* in playwright.config.ts). */
export const STAFF = { email: "e2e-staff@kairav.example", password: "e2e staff password 2026" };

/**
 * Opens a staff page the way staff reach it: the console sends the browser to sign in first and
 * then back to the page. With JavaScript off (`test.use({ javaScriptEnabled: false })`), pass
 * `javaScript: false` so nothing waits for hydration.
 */
export async function signInAndOpen(page: Page, path: string, { javaScript = true } = {}) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  if (javaScript) await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Password hashing is deliberately slow, and slower still while other tests sign in at the same time.
  await expect(page).toHaveURL(path, { timeout: 15_000 });
  if (javaScript) await page.locator("html[data-hydrated]").waitFor();
}
