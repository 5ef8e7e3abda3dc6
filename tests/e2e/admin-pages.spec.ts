import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { readSitemapPaths } from "../helpers/read-sitemap.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen } from "./staff-session.ts";

// Each test signs in, edits through many controls and waits for saves and publishes.
test.describe.configure({ timeout: 120_000 });

/** Words no other test (or parallel worker) writes, so each test finds its own change. */
function unique(base: string, testInfo: TestInfo): string {
  return `${base} ${testInfo.project.name} ${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}`;
}

async function openEditor(page: Page, title: string) {
  await signInAndOpen(page, "/admin/pages");
  await page.locator("#main-content").getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
}

async function openSection(page: Page, number: number) {
  await page.locator("summary", { hasText: new RegExp(`^${number}\\. `) }).click();
  return page.getByRole("group", { name: new RegExp(`^${number}\\. `) });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see this version now.");
}

test("staff change a sentence on a services page, see it in the live preview while typing, publish it and reorder sections", async ({ page, browser }, testInfo) => {
  await openEditor(page, "RPA Solutions");
  const preview = page.frameLocator('iframe[title="Live preview of the page"]');
  await expect(preview.getByRole("heading", { level: 1, name: "RPA Solutions" })).toBeVisible();

  const heading = unique("Automation that pays for itself", testInfo);
  const section = await openSection(page, 2);
  await section.getByLabel("Heading").fill(heading);
  await expect(preview.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/Unsaved changes|Saving…|Draft saved/);

  // Not public until published.
  const visitor = await browser.newPage();
  await visitor.goto("/services/rpa-solutions");
  await expect(visitor.getByRole("heading", { name: heading })).toHaveCount(0);

  await publish(page);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: heading })).toBeVisible();

  // Move the changed section to the top: the public page follows once published.
  await page.getByRole("button", { name: `Move up: section 2. ${heading}` }).click();
  await expect(page.getByRole("button", { name: `Move down: section 1. ${heading}` })).toBeFocused();
  await publish(page);
  await visitor.reload();
  const headings = await visitor.locator("main h2").allTextContents();
  expect(headings[0]).toBe(heading);

  // Restore the version before the move, and publish it: the old order is back.
  await page.getByRole("link", { name: "Revisions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revisions" })).toBeVisible();
  // Newest first: the move (the page as it is), then the publish before it.
  const revisions = page.locator("#main-content ol > li");
  await expect(revisions.first()).toContainText("The same as the page now.");
  await expect(revisions.nth(1)).toContainText("The sections stand in another order.");
  await revisions.nth(1).getByRole("button", { name: /^Restore as the draft/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.locator("summary", { hasText: /^2\. / })).toContainText(heading);
  await publish(page);
  await visitor.reload();
  expect((await visitor.locator("main h2").allTextContents())[1]).toBe(heading);
  await visitor.close();
});

test("Publish pressed while the draft is being saved publishes once the save is in", async ({ page, browser }, testInfo) => {
  await openEditor(page, "Healthcare & Pharma");
  const lead = unique("Care teams see every record in one place", testInfo);
  // A slow connection: each request of the editor takes three seconds to reach the server.
  await page.route(/\/admin\/pages\/\d+/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.getByRole("textbox", { name: "Lead", exact: true }).fill(lead);
  await expect(page.getByRole("status")).toHaveText("Saving…", { timeout: 10_000 });
  const publishButton = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publishButton).toBeEnabled({ timeout: 1000 });
  await publishButton.click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see this version now.", { timeout: 20_000 });
  await expect(page.getByRole("alert")).not.toContainText("Someone else");
  const visitor = await browser.newPage();
  await visitor.goto("/industries/healthcare-and-pharma");
  await expect(visitor.getByText(lead)).toBeVisible();
  await visitor.close();
});

test("a deleted section comes back with Undo, and leaving with unsaved changes asks first", async ({ page }) => {
  await openEditor(page, "Cloud Management");
  const second = page.locator("summary", { hasText: /^2\. / });
  const name = (await second.textContent())!;
  await page.getByRole("button", { name: /^Delete section 2\. / }).click();
  await expect(page.getByText(/^Deleted the section/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("summary", { hasText: /^2\. / })).toHaveText(name);

  // The draft is saved two seconds after typing stops; a busy machine can take longer than that to
  // reach the link, so the save is held until the question has been answered.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route(/\/admin\/pages\/\d+/, async (route) => {
    if (route.request().method() === "POST") await saveHeld;
    await route.continue();
  });
  await (await openSection(page, 2)).getByLabel("Intro").fill("A change not saved yet.");
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toBeVisible();
  await page.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await expect(page.getByRole("group", { name: /^2\. / }).getByLabel("Intro")).toHaveValue("A change not saved yet.");
  await expectNoAxeViolations(page);
  releaseSave();
  await expect(page.getByRole("status")).toHaveText(/^Draft saved/, { timeout: 10_000 });
});

test("what is typed while the draft is being saved is saved next, as the same editor's change, not refused as someone else's", async ({ page }, testInfo) => {
  await openEditor(page, "Travel & Tourism");
  const lead = page.getByRole("textbox", { name: "Lead", exact: true });
  // The first autosave is held on its way until more has been typed.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  let saveArrived = () => {};
  const arrived = new Promise<void>((resolve) => (saveArrived = resolve));
  let heldOne = false;
  await page.route(/\/admin\/pages\/\d+/, async (route) => {
    if (route.request().method() === "POST" && !heldOne) {
      heldOne = true;
      saveArrived();
      await saveHeld;
    }
    await route.continue();
  });
  await lead.fill(unique("First lead", testInfo));
  await arrived;
  await expect(page.getByRole("status")).toHaveText("Saving…");
  const typedMeanwhile = unique("Second lead", testInfo);
  await lead.fill(typedMeanwhile);
  releaseSave();
  await expect(page.getByRole("status")).toHaveText(/^Draft saved/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Another version was saved" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Lead", exact: true })).toHaveValue(typedMeanwhile);
});

test("a save made from a copy someone else changed since is refused, and nothing is overwritten", async ({ page, browser }, testInfo) => {
  await openEditor(page, "Banking & Finance");
  const other = await browser.newPage();
  await openEditor(other, "Banking & Finance");

  const theirs = unique("Their lead", testInfo);
  await other.getByRole("textbox", { name: "Lead", exact: true }).fill(theirs);
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.getByRole("status")).toContainText("Draft saved");

  await page.getByRole("textbox", { name: "Lead", exact: true }).fill(unique("My lead", testInfo));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Someone else saved this page after you opened it");
  await expect(page.getByRole("heading", { name: "Another version was saved" })).toBeVisible();
  await page.getByRole("button", { name: "Take their version" }).click();
  await expect(page.getByRole("textbox", { name: "Lead", exact: true })).toHaveValue(theirs);
  await other.close();
});

test("staff create a solution page that appears on the solutions listing and in the sitemap once published", async ({ page }, testInfo) => {
  const title = unique("Document Migration", testInfo);
  await signInAndOpen(page, "/admin/pages/new");
  await page.getByLabel("Family").selectOption("solutions");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  const address = (await page.getByLabel("Address").inputValue()).trim();

  // Publishing an unfinished page is refused, with each missing field named beside it.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Some fields need attention");
  await expect(page.getByText("Lead is required")).toBeVisible();

  await page.getByRole("textbox", { name: "Lead", exact: true }).fill("Scanned archives moved into a searchable store, checked page by page against the source.");
  await page.getByLabel("Meta description").fill("Move millions of scanned documents into a searchable archive with OCR, checks against the source and a reconciliation report for every batch.");
  await page.getByRole("group", { name: "Card on the solutions listing" }).getByLabel("Summary").fill("Bulk migration of scanned documents with OCR and a reconciliation report.");
  await page.getByRole("group", { name: "Card on the solutions listing" }).getByLabel("Picture").selectOption({ index: 1 });
  await page.getByLabel("Kind of section to add").selectOption({ label: "Text" });
  await page.getByRole("button", { name: "Add section" }).click();
  const text = page.getByRole("group", { name: /^1\. / });
  await text.getByLabel("Heading").fill("How a migration runs");
  await text.getByRole("textbox", { name: "Paragraph 1" }).fill("Each batch is scanned, read by OCR, checked against the source and signed off before the next one starts.");
  await publish(page);

  const path = `/solutions/${address}`;
  await gotoHydrated(page, "/solutions");
  await expect(page.getByRole("link", { name: title })).toHaveAttribute("href", path);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How a migration runs" })).toBeVisible();
  expect(await readSitemapPaths(async (sitemapPath) => (await page.request.get(sitemapPath)).text())).toContain(path);
});

test("script typed into a page's fields stays text in the editor and in the live preview", async ({ page }, testInfo) => {
  const payload = "<img src=x onerror=window.__xss=1>";
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInAndOpen(page, "/admin/pages/new");
  await page.getByLabel("Family").selectOption("industries");
  await page.getByLabel("Title").fill(payload);
  await page.getByLabel("Address").fill(`hostile-${testInfo.workerIndex}-${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("textbox", { name: "Lead", exact: true }).fill(`<script>window.__xss=2</script>${payload}`);
  await page.getByLabel("Kind of section to add").selectOption({ label: "Use cases" });
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("group", { name: /^1\. / }).getByLabel("Heading").fill(payload);

  const preview = page.frameLocator('iframe[title="Live preview of the page"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(payload);
  await expect(preview.getByRole("heading", { level: 2, name: payload })).toBeVisible();
  await expect(preview.getByText(`<script>window.__xss=2</script>${payload}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const frame = page.frames().find((candidate) => candidate.url().endsWith("/preview"));
  expect(await frame?.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});
