import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { samplePdf } from "../helpers/sample-files.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { expectNoSidewaysScroll } from "./expect-no-sideways-scroll.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen } from "./staff-session.ts";

// The database of the server the browser tests run against (playwright.config.ts).
const databasePath = `./data/e2e-${process.env.E2E_PORT ?? 3100}.db`;
const MIN_TOUCH_TARGET = 44;

/** Rows written straight into the server's database, for pages whose content the test needs to control. */
function insertSubmissions(marker: string): { job: { id: number; title: string } } {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    const data = Buffer.from("%PDF-1.7\n%%EOF\n");
    const attachment = db
      .prepare("insert into attachments (file_name, content_type, size_bytes, sha256, data, created_at) values (?, ?, ?, ?, ?, ?)")
      .run("Proposal with a rather long file name for a phone screen.pdf", "application/pdf", data.length, "0".repeat(64), data, now);
    db
      .prepare("insert into enquiries (name, email, phone, message, client_address, attachment_id, status, created_at) values (?, ?, ?, ?, ?, ?, 'new', ?)")
      .run("Fatima Al Mansouri", `${marker}.a-long-address-for-a-small-screen@example.com`, "+91-9876543210", "Line one\nLine two", "203.0.113.50", attachment.lastInsertRowid, now);
    const job = db.prepare("select id, job_title from jobs order by id limit 1").get() as { id: number; job_title: string };
    const application = db
      .prepare("insert into applications (job_id, job_title, name, email, phone, message, client_address, status, created_at) values (?, ?, ?, ?, ?, ?, ?, 'handled', ?)")
      .run(job.id, job.job_title, "Arjun Rao", `${marker}@example.com`, "9876543210", "Five years of Kubernetes.", "203.0.113.51", now);
    db.prepare("update applications set handled_at = ? where id = ?").run(now, application.lastInsertRowid);
    return { job: { id: job.id, title: job.job_title } };
  } finally {
    db.close();
  }
}

test.describe("the staff inbox", () => {
  // A visitor address of its own, so the public form's per-address budget is this test's alone.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.40" } });

  test("an enquiry sent from the contact page is found, read, downloaded byte for byte, handled and deleted", async ({ page }) => {
    // The public form with its proof of work, then the console with four accessibility scans.
    test.slow();
    const stamp = Date.now();
    const email = `inbox-${stamp}@example.com`;
    const message = `Inbox browser test ${stamp}\nSecond line of the message`;
    const pdf = await samplePdf(`Inbox browser test ${stamp}`);

    await gotoHydrated(page, "/contactus");
    const form = page.locator("#enquiry-form form");
    await form.getByLabel("Full Name").fill("Renée D'Souza");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+91-9876543210");
    await form.getByLabel("Message").fill(message);
    await form.getByLabel("Upload Attachment").setInputFiles({ name: "RFP brief.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We have received your enquiry" })).toBeVisible();

    await signInAndOpen(page, "/admin/enquiries");
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await expect(page.getByText(/deleted automatically, with their attachments, \d+ days after/)).toBeVisible();
    await expectNoAxeViolations(page, "enquiries list");

    const search = page.getByRole("search", { name: "Filter enquiries" });
    await search.getByLabel("Name or email").fill(email.toUpperCase());
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?q=INBOX-/);
    await expect(page.getByText("1 enquiry, newest first.")).toBeVisible();
    const table = page.getByRole("table", { name: /Enquiries/ });
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row.getByText("Attached")).toBeVisible();
    await row.getByRole("link", { name: "Renée D'Souza" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Enquiry from Renée D'Souza" })).toBeVisible();
    // A form sends a textarea's line breaks as CRLF (HTML's newline normalisation); the page keeps what was sent.
    expect((await page.getByRole("region", { name: "Message" }).locator("p").innerText()).replaceAll("\r\n", "\n")).toBe(message);
    await expect(page.getByRole("region", { name: "Details" }).getByText("203.0.113.40")).toBeVisible();
    const attachment = page.getByRole("region", { name: "Attachment" });
    await expect(attachment.getByText("RFP brief.pdf")).toBeVisible();
    await expectNoAxeViolations(page, "enquiry detail");

    const downloading = page.waitForEvent("download");
    await attachment.getByRole("link", { name: "Download RFP brief.pdf" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("RFP brief.pdf");
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);

    const status = page.getByRole("region", { name: "Status" });
    await status.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status")).toHaveText("Enquiry marked as handled.");
    await expect(status.getByText("Handled", { exact: true })).toBeVisible();
    await expect(status.getByText(/It will be deleted automatically on/)).toBeVisible();
    await expect(status.getByRole("button", { name: "Mark new" })).toBeVisible();

    // Deleting takes two deliberate steps: open the disclosure, then confirm.
    const confirm = status.getByRole("button", { name: "Delete permanently" });
    await expect(confirm).toBeHidden();
    await status.getByText("Delete enquiry", { exact: true }).click();
    await expect(status.getByText("It cannot be undone.")).toBeVisible();
    await expectNoAxeViolations(page, "enquiry detail, handled, delete step open");
    await confirm.click();

    await expect(page).toHaveURL(/\/admin\/enquiries\?q=INBOX-[^&]*&notice=deleted$/);
    await expect(page.getByRole("status")).toHaveText("Enquiry deleted, together with its attachment.");
    await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
    await expectNoAxeViolations(page, "enquiries list, nothing found");
  });

  test("applications list the job, filter by it, and every inbox page passes axe", async ({ page }) => {
    test.slow();
    const marker = `inbox-apps-${Date.now()}`;
    const { job } = insertSubmissions(marker);
    await signInAndOpen(page, `/admin/applications?q=${marker}`);
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    const row = page.getByRole("table", { name: /Applications/ }).getByRole("row").filter({ hasText: marker });
    await expect(row.getByText("Handled", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "applications list");

    await row.getByRole("link", { name: "Arjun Rao" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Application from Arjun Rao" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" }).getByRole("link", { name: job.title, exact: true })).toHaveAttribute("href", `/admin/jobs/${job.id}`);
    await expect(page.getByRole("region", { name: "Attachment" }).getByText("No file was attached.")).toBeVisible();
    await expectNoAxeViolations(page, "application detail");

    await page.getByRole("link", { name: "All applications for this job" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications\\?job=${job.id}$`));
    await expect(page.getByRole("search", { name: "Filter applications" }).getByLabel("Job")).toHaveValue(String(job.id));
    await expect(page.locator("#applications-summary")).toContainText(`for ${job.title}, newest first.`);

    await page.goto("/admin/enquiries/999999999");
    await expect(page.getByRole("heading", { level: 1, name: "Enquiry not found" })).toBeVisible();
    await expectNoAxeViolations(page, "enquiry not found");
  });

});

test.describe("the staff inbox on a phone", () => {
  // The phone layout at 390 px, whichever project runs the test.
  test.use({ viewport: { width: 390, height: 844 } });

  test("is a list of cards with large targets and no sideways scrolling @mobile", async ({ page }) => {
    const marker = `inbox-phone-${Date.now()}`;
    insertSubmissions(marker);
    await signInAndOpen(page, `/admin/enquiries?q=${marker}`);
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByRole("list", { name: "Enquiries" }).getByRole("listitem").filter({ hasText: marker });
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByText("Attached")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "enquiries list on a phone");

    await card.getByRole("link", { name: "Fatima Al Mansouri" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiry from Fatima Al Mansouri" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const target of [page.getByRole("button", { name: "Mark handled" }), page.getByRole("link", { name: /^Download / }), page.getByText("Delete enquiry", { exact: true })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
    }
    await expectNoAxeViolations(page, "enquiry detail on a phone");
  });
});

test.describe("the staff inbox without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches, marks handled and deletes with plain GET forms and posts", async ({ page }) => {
    const marker = `inbox-no-script-${Date.now()}`;
    insertSubmissions(marker);
    await signInAndOpen(page, "/admin/enquiries", { javaScript: false });
    await page.getByRole("search", { name: "Filter enquiries" }).getByLabel("Name or email").fill(marker);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 enquiry, newest first.")).toBeVisible();
    await page.getByRole("link", { name: "Fatima Al Mansouri" }).click();

    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status")).toHaveText("Enquiry marked as handled.");
    await page.getByText("Delete enquiry", { exact: true }).click();
    await page.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page.getByRole("status")).toHaveText("Enquiry deleted, together with its attachment.");
    await expect(page).toHaveURL(new RegExp(`/admin/enquiries\\?q=${marker}&notice=deleted$`));
    await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
  });
});
