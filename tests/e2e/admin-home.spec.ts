import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { signInAndOpen } from "./staff-session.ts";

// Signs in, edits, waits for the preview and publishes twice.
test.describe.configure({ timeout: 120_000 });
// The banner turns its slides by itself unless motion is reduced: the first slide must stay in view to be read.
test.use({ reducedMotion: "reduce" });

test("staff retitle the first banner slide, see it in the live preview, publish it on / and restore the version before", async ({ page, browser }, testInfo) => {
  // The editor and its preview hydrate the public components: a mismatch would show as a page error.
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signInAndOpen(page, "/admin/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  await expectNoAxeViolations(page);
  const preview = page.frameLocator('iframe[title="Live preview of the page"]');
  const slides = page.getByRole("group", { name: "Slides" });
  const titleField = slides.getByRole("textbox", { name: "Title" }).first();
  const original = await titleField.inputValue();
  // The frame loads the console's scripts of its own first: on a busy machine that takes a while.
  await expect(preview.getByRole("heading", { name: original })).toBeVisible({ timeout: 20_000 });

  const title = `Platforms staff wrote ${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}`;
  await titleField.fill(title);
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();

  // A figure left empty: marked beside the field, and publishing is refused.
  const figures = page.getByRole("group", { name: "Figures" });
  const figure = figures.getByRole("textbox", { name: "Figure" }).first();
  const figureValue = await figure.inputValue();
  await figure.fill("");
  await expect(figure).toHaveAccessibleDescription(/Value is required/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Some fields need attention before the home page can be published. Each is marked below.");
  await figure.fill(figureValue);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see this home page now.");
  const visitor = await browser.newPage({ reducedMotion: "reduce" });
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

  await page.getByRole("link", { name: "Revisions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page revisions" })).toBeVisible();
  const revisions = page.locator("#main-content ol > li");
  await expect(revisions.nth(1)).toContainText("Differs from the editor in: Banner slides.");
  await revisions.nth(1).getByRole("button", { name: /^Restore into the editor/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("group", { name: "Slides" }).getByRole("textbox", { name: "Title" }).first()).toHaveValue(original);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see this home page now.");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: original })).toBeVisible();
  await visitor.close();
  expect(pageErrors).toEqual([]);
});
