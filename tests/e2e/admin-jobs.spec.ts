import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen } from "./staff-session.ts";

/** A title no other test (or parallel worker) uses, so each test finds its own job. */
function uniqueTitle(base: string, testInfo: TestInfo): string {
  return `${base} ${testInfo.project.name} ${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}`;
}

const today = () => new Date().toISOString().slice(0, 10);

// Each test signs in, fills a long form and runs axe on several pages.
test.describe.configure({ timeout: 90_000 });

// Every open job on the careers page shows three requirements on its card, so test jobs have three too.
async function fillJobFields(page: Page, jobTitle: string) {
  await page.getByLabel("Job title").fill(jobTitle);
  await page.getByLabel("Post title").fill(`${jobTitle} (Playwright, TypeScript), Pune`);
  await page.getByLabel("Summary").fill("Keeps the release train on time with browser tests.");
  await page.getByLabel("Experience").fill("2-4 years");
  await page.getByLabel("Salary").fill("₹12–16 LPA");
  await page.getByLabel("Openings").fill("2");
  await page.getByLabel("Employment type").selectOption({ label: "Contract" });
  await page.getByLabel("Location").fill("Pune, India");
  await page.getByLabel("Availability").fill("Immediate");
  await page.getByLabel("Date posted").fill(today());
  await page.getByLabel("Valid through").fill("2099-12-31");
}

/** Creates an open job through the form (with the scripted requirement list) and returns its edit URL. */
async function createJob(page: Page, jobTitle: string, requirements: string[]): Promise<string> {
  await gotoHydrated(page, "/admin/jobs/new");
  await fillJobFields(page, jobTitle);
  for (const [index, requirement] of requirements.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Add requirement" }).click();
    await page.getByLabel(`Requirement ${index + 1}`, { exact: true }).fill(requirement);
  }
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+\?notice=created$/);
  await expect(page.getByRole("status")).toHaveText("Job created.");
  return new URL(page.url()).pathname;
}

async function deleteJob(page: Page, editPath: string) {
  await gotoHydrated(page, `${editPath}/delete`);
  await page.getByRole("button", { name: "Delete job" }).click();
  await expect(page.getByRole("status")).toHaveText(/Job deleted/);
}

async function careersCard(page: Page, jobTitle: string) {
  await gotoHydrated(page, "/careers");
  return page.getByRole("article", { name: jobTitle });
}

test("staff create a job that shows on /careers with its requirements in the order they set", async ({ page }, testInfo) => {
  const jobTitle = uniqueTitle("Release Engineer", testInfo);
  await signInAndOpen(page, "/admin");

  await gotoHydrated(page, "/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(page.getByRole("table", { name: /All jobs/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New job" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await expectNoAxeViolations(page);

  await fillJobFields(page, jobTitle);
  // Enter in one requirement starts the next; the move buttons reorder them.
  await page.getByLabel("Requirement 1", { exact: true }).fill("Writes Playwright tests");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Requirement 2", { exact: true })).toBeFocused();
  await page.keyboard.type("Reads flaky traces");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Automates releases");
  await page.getByRole("button", { name: "Move requirement 3 up" }).click();
  // Focus follows the moved requirement, now second.
  await expect(page.getByRole("button", { name: "Move requirement 2 up" })).toBeFocused();
  await expect(page.getByLabel("Requirement 2", { exact: true })).toHaveValue("Automates releases");

  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+\?notice=created$/);
  await expect(page.getByRole("status")).toHaveText("Job created.");
  await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
  await expect(page.getByLabel("Requirement 3", { exact: true })).toHaveValue("Reads flaky traces");
  await expectNoAxeViolations(page);
  const editPath = new URL(page.url()).pathname;

  const card = await careersCard(page, jobTitle);
  await expect(card).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["Writes Playwright tests", "Automates releases", "Reads flaky traces"]);
  await expect(card.getByText("₹12–16 LPA")).toBeVisible();

  await deleteJob(page, editPath);
});

test("closing a job takes it off /careers and reopening brings it back", async ({ page }, testInfo) => {
  const jobTitle = uniqueTitle("Support Analyst", testInfo);
  await signInAndOpen(page, "/admin");
  const editPath = await createJob(page, jobTitle, ["Linux", "SQL", "Clear writing"]);
  await expect(await careersCard(page, jobTitle)).toBeVisible();

  await gotoHydrated(page, "/admin/jobs?status=open");
  await page.getByRole("button", { name: `Close ${jobTitle}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Job closed/);
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByRole("row", { name: new RegExp(jobTitle) })).toHaveCount(0);
  await expect(await careersCard(page, jobTitle)).toHaveCount(0);

  await gotoHydrated(page, "/admin/jobs?status=closed");
  const row = page.getByRole("row", { name: new RegExp(jobTitle) });
  await expect(row.getByText("Closed", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Reopen ${jobTitle}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Job reopened/);
  await expect(await careersCard(page, jobTitle)).toBeVisible();

  await deleteJob(page, editPath);
});

test("deleting a job asks for confirmation first", async ({ page }, testInfo) => {
  const jobTitle = uniqueTitle("Data Engineer", testInfo);
  await signInAndOpen(page, "/admin");
  const editPath = await createJob(page, jobTitle, ["Python", "Airflow", "SQL"]);

  await page.getByRole("link", { name: "Delete this job…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete job" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Delete “${jobTitle}”?` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));

  await deleteJob(page, editPath);
  await expect(page).toHaveURL(/\/admin\/jobs\?notice=deleted$/);
  await expect(page.getByRole("link", { name: jobTitle })).toHaveCount(0);
  expect((await page.goto(editPath))?.status()).toBe(404);
  // A deleted job's old link explains itself inside the console and leads back.
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByText("No such job.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff console" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("staff manage jobs on a phone: cards, errors beside fields, close and reopen @mobile", async ({ page }, testInfo) => {
  const jobTitle = uniqueTitle("Mobile QA", testInfo);
  await signInAndOpen(page, "/admin");

  await gotoHydrated(page, "/admin/jobs/new");
  await page.getByRole("button", { name: "Create job" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("fields need correcting");
  const jobTitleField = page.getByLabel("Job title");
  await expect(jobTitleField).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`[id="${(await jobTitleField.getAttribute("aria-describedby"))!.split(" ")[0]}"]`)).toHaveText("Enter the job title");
  await expectNoAxeViolations(page);

  await fillJobFields(page, jobTitle);
  await page.getByLabel("Valid through").fill("2000-01-01");
  await page.getByLabel("Requirement 1", { exact: true }).fill("Mobile testing");
  await page.getByRole("button", { name: "Add requirement" }).click();
  await page.getByLabel("Requirement 2", { exact: true }).fill("Accessibility audits");
  await page.getByRole("button", { name: "Add requirement" }).click();
  await page.getByLabel("Requirement 3", { exact: true }).fill("Bug reports people can act on");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByLabel("Valid through")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Valid through cannot be before the date posted").first()).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel("Job title")).toHaveValue(jobTitle);
  await expect(page.getByLabel("Requirement 3", { exact: true })).toHaveValue("Bug reports people can act on");

  await page.getByLabel("Valid through").fill("2099-12-31");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("status")).toHaveText("Job created.");
  const editPath = new URL(page.url()).pathname;
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin/jobs");
  // Below the lg breakpoint each job is a card; wider, a table row.
  const phone = page.viewportSize()!.width < 1024;
  const entry = () =>
    phone ? page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: jobTitle }) }) : page.getByRole("row", { name: new RegExp(jobTitle) });
  await expect(entry()).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible({ visible: !phone });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  await entry().getByRole("button", { name: `Close ${jobTitle}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Job closed/);
  await expect(entry().getByText("Closed", { exact: true })).toBeVisible();
  await entry().getByRole("button", { name: `Reopen ${jobTitle}` }).click();
  await expect(page.getByRole("status")).toHaveText(/Job reopened/);

  await deleteJob(page, editPath);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts plainly: one requirement per line, order kept, nothing lost on an error", async ({ page }, testInfo) => {
    const jobTitle = uniqueTitle("Plain Form Analyst", testInfo);
    await signInAndOpen(page, "/admin/jobs/new", { javaScript: false });
    await fillJobFields(page, jobTitle);
    await page.getByLabel("Openings").fill("0");
    await page.getByLabel("Requirements").fill("Third listed first\nThen the second\nAnd the last");
    await page.getByRole("button", { name: "Create job" }).click();

    await expect(page.getByLabel("Openings")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toContainText("Openings: Enter the number of openings");
    await expect(page.getByLabel("Job title")).toHaveValue(jobTitle);
    await expect(page.getByLabel("Requirements")).toHaveValue("Third listed first\nThen the second\nAnd the last");

    await page.getByLabel("Openings").fill("1");
    await page.getByRole("button", { name: "Create job" }).click();
    await expect(page.getByRole("status")).toHaveText("Job created.");
    await expect(page.getByLabel("Requirements")).toHaveValue("Third listed first\nThen the second\nAnd the last");

    await page.getByRole("button", { name: `Close ${jobTitle}` }).click();
    await expect(page.getByRole("status")).toHaveText(/Job closed/);
    await page.getByRole("link", { name: "Delete this job…" }).click();
    await page.getByRole("button", { name: "Delete job" }).click();
    await expect(page.getByRole("status")).toHaveText(/Job deleted/);
  });
});
