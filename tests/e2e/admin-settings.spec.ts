import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { signInAndOpen } from "./staff-session.ts";

// Signs in, edits, publishes twice and waits for saves.
test.describe.configure({ timeout: 120_000 });

test("staff change the tagline and add a navigation link, publish them to every page, then restore the settings before", async ({ page, browser }, testInfo) => {
  await signInAndOpen(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await expectNoAxeViolations(page);
  const tagline = `Platforms that stay up ${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}`;

  // A rule broken: the message sits beside the field, and publishing is refused.
  const name = page.getByRole("textbox", { name: "Company name" });
  const original = await name.inputValue();
  await name.fill("");
  await expect(name).toHaveAccessibleDescription(/Company name is required/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Some fields need attention before the settings can be published. Each is marked below.");
  await name.fill(original);

  await page.getByRole("textbox", { name: "Tagline" }).fill(tagline);
  const navigation = page.getByRole("group", { name: "Entries, left to right" });
  const entries = await navigation.locator(":scope > ol > li").count();
  await navigation.getByRole("button", { name: "Add entry" }).click();
  await navigation.getByRole("textbox", { name: "Label" }).last().fill("PRICING");
  await navigation.getByRole("textbox", { name: "Leads to" }).last().fill("/solutions");
  // Before CONTACT Us, from the keyboard: the focus follows the moved entry.
  await navigation.getByRole("button", { name: `Move entry ${entries + 1} up` }).press("Enter");
  await expect(navigation.getByRole("button", { name: `Move entry ${entries} up` })).toBeFocused();
  await expect(page.getByRole("status")).toContainText(/Unsaved changes|Saving…|not published/);

  // Saved but not published: visitors see nothing yet.
  const visitor = await browser.newPage();
  await visitor.goto("/careers");
  await expect(visitor.getByText(tagline)).toHaveCount(0);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: every page shows these settings now.");
  await visitor.reload();
  await expect(visitor.getByRole("contentinfo").getByText(tagline)).toBeVisible();
  const main = visitor.getByRole("navigation", { name: "Main" }).first();
  const labels = (await main.locator(":scope > ul > li").allInnerTexts()).map((text) => text.trim());
  expect(labels.slice(-2)).toEqual(["PRICING", "CONTACT Us"]);

  // The version before, back into the editor from the revisions, and published again.
  await page.getByRole("link", { name: "Revisions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings revisions" })).toBeVisible();
  const revisions = page.locator("#main-content ol > li");
  await expect(revisions.first()).toContainText("The same as the editor now.");
  await expect(revisions.nth(1)).toContainText("Differs from the editor in: Tagline, Top navigation.");
  await revisions.nth(1).getByRole("button", { name: /^Restore into the editor/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("textbox", { name: "Tagline" })).not.toHaveValue(tagline);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: every page shows these settings now.");
  await visitor.reload();
  await expect(visitor.getByText(tagline)).toHaveCount(0);
  await expect(visitor.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "PRICING" })).toHaveCount(0);
  await visitor.close();
});
