import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";

/*
 * Searching from the top bar's box, with and without JavaScript, to a use case inside a solution
 * page, a blog post and a job opening. Each search uses words found in that one place only:
 * "salaried self-employed borrowers" stand only in the modal of the Thor platform's lending use case.
 */

const USE_CASE = { words: "salaried self-employed borrowers", path: "/solutions/thor-platform", title: "Digital lending platform for an NBFC", modalText: /salaried and self-employed borrowers/ };
const POST = { words: "Moving 5 TB Oracle", title: "Moving 5 TB from Oracle to PostgreSQL in three weeks" };
const JOB = { words: "Graduate Engineer Trainee", title: /^Graduate Engineer Trainee/ };

/** The top bar's search box (shown from 1280 px up, as in the desktop project). */
const headerBox = (page: Page): Locator => page.getByRole("search", { name: "Site" }).getByLabel("Search the site");
/** The page's own content, below the top bar (whose menus link to pages too). */
const results = (page: Page): Locator => page.locator("#main-content");

async function expectUseCasePage(page: Page) {
  await expect(page).toHaveURL(USE_CASE.path);
  await expect(page.getByRole("heading", { level: 1, name: "Thor Platform" })).toBeVisible();
  await expect(page.getByRole("heading", { name: USE_CASE.title })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box sends a search whose results lead to a use case, a post and a job", async ({ page }) => {
    await page.goto("/");
    await headerBox(page).fill(USE_CASE.words);
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(USE_CASE.words).replace(/%20/g, "+")}`);
    await expect(results(page).getByRole("status")).toHaveText(`1 result for “${USE_CASE.words}”`);
    await results(page).getByRole("link", { name: "Thor Platform" }).click();
    await expectUseCasePage(page);

    await headerBox(page).fill(POST.words);
    await headerBox(page).press("Enter");
    await results(page).getByRole("link", { name: POST.title }).click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();

    await headerBox(page).fill(JOB.words);
    await headerBox(page).press("Enter");
    await results(page).getByRole("link", { name: JOB.title }).click();
    await expect(page).toHaveURL(/\/careers\?job=\d+$/);
    await expect(page.getByRole("heading", { name: JOB.title }).first()).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the header's box offers results while typing: a click opens a post, Enter with none chosen searches", async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially(POST.words, { delay: 20 });
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox.getByRole("option", { name: new RegExp(`^${POST.title}`) })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search the site" })).toHaveAttribute("aria-expanded", "true");
    await listbox.getByRole("option", { name: new RegExp(`^${POST.title}`) }).click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();

    // Nothing chosen: Enter sends the form, as without JavaScript.
    await page.locator("html[data-hydrated]").waitFor();
    await headerBox(page).fill(JOB.words);
    await expect(page.getByRole("option", { name: JOB.title })).toBeVisible();
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Graduate\+Engineer\+Trainee$/);
    await results(page).getByRole("link", { name: JOB.title }).click();
    await expect(page).toHaveURL(/\/careers\?job=\d+$/);
    await expect(page.getByRole("heading", { name: JOB.title }).first()).toBeVisible();
  });

  test("keyboard alone: type, ArrowDown, Enter lands on the use case's page; Escape closes, then clears", async ({ page }) => {
    await gotoHydrated(page, "/");
    await headerBox(page).focus();
    await page.keyboard.type(USE_CASE.words, { delay: 20 });
    const combobox = page.getByRole("combobox", { name: "Search the site" });
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    // The Thor page, then the option that opens every result.
    await expect(options).toHaveCount(2);
    await expect(page.getByRole("search", { name: "Site" }).getByRole("status")).toHaveText(/^1 result\./);
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");

    // Escape closes the popup and keeps the text; a second Escape clears it.
    await page.keyboard.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).toHaveValue(USE_CASE.words);
    await page.keyboard.press("Escape");
    await expect(combobox).toHaveValue("");

    await page.keyboard.type(USE_CASE.words, { delay: 20 });
    await expect(options).toHaveCount(2);
    await page.keyboard.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await expect(combobox).toBeFocused();
    // Down past the last option wraps to the first, and up goes back.
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expectUseCasePage(page);

    // The use case the words came from, opened from its card.
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByTestId("use-case-cards").getByRole("button", { name: new RegExp(`^View Details: ${USE_CASE.title}`) }).click();
    await expect(page.getByRole("dialog").getByText(USE_CASE.modalText)).toBeVisible();
  });

  test("the open combobox passes axe", async ({ page }) => {
    await gotoHydrated(page, "/");
    await headerBox(page).click();
    await page.keyboard.type("platform", { delay: 20 });
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expectNoAxeViolations(page, "the open combobox");
  });
});
