import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { signInAndOpen } from "./staff-session.ts";

test("an admin backs up from the Backups page and finds the new backup listed with its download", async ({ page }) => {
  test.slow();
  await signInAndOpen(page, "/admin/backups");
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
  const history = page.getByRole("table", { name: "Backups, newest first" });
  const askedFor = history.getByRole("row").filter({ hasText: "Asked for by" });
  const before = await askedFor.count();

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The backup has started" })).toBeVisible();
  // The page follows the run by itself until it is written.
  await expect(askedFor).toHaveCount(before + 1, { timeout: 30_000 });
  const newest = askedFor.first();
  await expect(newest.getByText("Written")).toBeVisible({ timeout: 30_000 });
  await expect(newest.getByRole("link", { name: /Download/ })).toHaveAttribute("href", /^\/admin\/backups\/server-backup-[\dT-]+Z\.backup$/);
  await expectNoAxeViolations(page);
});
