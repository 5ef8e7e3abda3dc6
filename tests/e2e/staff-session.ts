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
  // Password checks are deliberately slow and few run at once: a sign-in that finds them all taken
  // (tests signing in in parallel) is answered "busy". With JavaScript the form sends itself again
  // after the wait; without it the answer is a page of its own, and the person goes back and retries.
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    if (javaScript) break;
    const back = page.getByRole("link", { name: "Back to the form" });
    await Promise.race([page.waitForURL(path, { timeout: 15_000 }), back.waitFor({ timeout: 15_000 })]).catch(() => {});
    if (attempt === 5 || !(await back.isVisible())) break;
    await page.waitForTimeout(1_000 * attempt);
    await back.click();
  }
  await expect(page).toHaveURL(path, { timeout: 20_000 });
  if (javaScript) await page.locator("html[data-hydrated]").waitFor();
}

/** Signs in from the sign-in page as someone other than the e2e staff user, and lands on the dashboard. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await page.locator("html[data-hydrated]").waitFor();
}
