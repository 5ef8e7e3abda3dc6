import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { signInAndOpen } from "./staff-session.ts";

// Signs in, edits, waits for the preview and publishes twice.
test.describe.configure({ timeout: 120_000 });

test("staff rename an album and move it down, see both on /aboutus/our-celebrations, then restore the gallery before", async ({ page, browser }, testInfo) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signInAndOpen(page, "/admin/celebrations");
  await expect(page.getByRole("heading", { level: 1, name: "Celebrations gallery" })).toBeVisible();
  await expectNoAxeViolations(page);
  const albums = page.getByRole("group", { name: "Albums", exact: true });
  const name = albums.getByRole("textbox", { name: "Name" }).first();
  const original = await name.inputValue();
  const renamed = `Festive Day ${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}`;
  await name.fill(renamed);
  const preview = page.frameLocator('iframe[title="Live preview of the page"]');
  await expect(preview.getByRole("heading", { level: 2, name: renamed })).toBeVisible({ timeout: 20_000 });
  await albums.getByRole("button", { name: "Move album 1 down" }).click();
  await expect(albums.getByRole("button", { name: "Move album 2 down" })).toBeFocused();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see these albums now.");
  const visitor = await browser.newPage();
  await visitor.goto("/aboutus/our-celebrations");
  const headings = await visitor.locator("main h2").allTextContents();
  expect(headings.indexOf(renamed)).toBe(1);

  await page.getByRole("link", { name: "Revisions" }).click();
  const revisions = page.locator("#main-content ol > li");
  await expect(revisions.nth(1)).toContainText(`album “${renamed}”`);
  await expect(revisions.nth(1)).toContainText("the order of the albums");
  await revisions.nth(1).getByRole("button", { name: /^Restore into the editor/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Celebrations gallery" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see these albums now.");
  await visitor.reload();
  expect((await visitor.locator("main h2").allTextContents())[0]).toBe(original);
  await visitor.close();
  expect(pageErrors).toEqual([]);
});
