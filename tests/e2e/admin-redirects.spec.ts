import { expect, test, type TestInfo } from "@playwright/test";
import { signInAndOpen } from "./staff-session.ts";

// Redirects answer 301 to their new address: one staff create, and the one a page's new address
// makes by itself. Each test writes addresses of its own, so parallel runs never meet.
test.describe.configure({ timeout: 120_000 });

function unique(base: string, testInfo: TestInfo): string {
  return `${base}-${testInfo.project.name}-${testInfo.workerIndex}${Date.now().toString(36).slice(-5)}`;
}

test("a redirect staff create answers 301 with the new address", async ({ page, request }, testInfo) => {
  const from = `/${unique("old-offer", testInfo)}`;
  await signInAndOpen(page, "/admin/redirects/new");
  await page.getByRole("textbox", { name: "Old address", exact: true }).fill(from);
  await page.getByRole("textbox", { name: "New address", exact: true }).fill("/services/cloud-management");
  await page.getByRole("button", { name: "Create redirect" }).click();
  await expect(page.getByText("Redirect created. It answers from the next visit.")).toBeVisible();

  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers()["location"]!, "http://site.test").pathname).toBe("/services/cloud-management");
});

test("a published page moved to a new address redirects its old one with 301", async ({ page, request }, testInfo) => {
  const title = `Ledger Archive ${testInfo.project.name} ${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}`;
  await signInAndOpen(page, "/admin/pages/new");
  await page.getByLabel("Family").selectOption("solutions");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  const oldSlug = (await page.getByRole("textbox", { name: "Address", exact: true }).inputValue()).trim();

  await page.getByRole("textbox", { name: "Lead", exact: true }).fill("Old ledgers moved into one archive, checked entry by entry against the source.");
  await page.getByLabel("Meta description").fill("Move old ledgers into one searchable archive, with every entry checked against the source and a report for each batch.");
  const card = page.getByRole("group", { name: "Card on the solutions listing" });
  await card.getByLabel("Summary").fill("Old ledgers in one archive, checked against the source.");
  await card.getByLabel("Picture").selectOption({ index: 1 });
  await page.getByLabel("Kind of section to add").selectOption({ label: "Text" });
  await page.getByRole("button", { name: "Add section" }).click();
  const text = page.getByRole("group", { name: /^1\. / });
  await text.getByLabel("Heading").fill("How an archive is built");
  await text.getByRole("textbox", { name: "Paragraph 1" }).fill("Each ledger is read, checked against its source and signed off before the next one starts.");
  const publish = async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Published: visitors see this version now.");
  };
  await publish();
  const oldPath = `/solutions/${oldSlug}`;
  expect((await request.get(oldPath, { maxRedirects: 0 })).status()).toBe(200);

  const newSlug = `${oldSlug}-moved`;
  await page.getByRole("textbox", { name: "Address", exact: true }).fill(newSlug);
  await publish();

  const moved = await request.get(oldPath, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers()["location"]!, "http://site.test").pathname).toBe(`/solutions/${newSlug}`);
  const followed = await request.get(oldPath);
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain(title);
});
