import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { readZipEntries } from "../helpers/read-zip-entries.ts";
import { samplePdf } from "../helpers/sample-files.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen } from "./staff-session.ts";

// The database of the server the browser tests run against (playwright.config.ts).
const databasePath = `./data/e2e-${process.env.E2E_PORT ?? 3100}.db`;

/** Every `table.column` of the server's database whose text holds the needle, read-only: every table, every text column. */
function textColumnsHolding(needle: string): string[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const hits: string[] = [];
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[];
    for (const { name } of tables) {
      const columns = db.prepare(`select name, type from pragma_table_info(?)`).all(name) as { name: string; type: string }[];
      for (const column of columns) {
        // FTS5 columns have no declared type; blobs are files, not text.
        if (!/^(text|varchar.*|)$/i.test(column.type)) continue;
        const row = db.prepare(`select count(*) as n from "${name}" where instr(lower(cast("${column.name}" as text)), ?) > 0`).get(needle.toLowerCase()) as { n: number };
        if (row.n > 0) hits.push(`${name}.${column.name}`);
      }
    }
    return hits;
  } finally {
    db.close();
  }
}

test.describe("personal data requests", () => {
  // A visitor address of its own, so the public forms' per-address budget is this test's alone.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.86" } });

  test("an enquiry and an application are found by address, downloaded as a ZIP and erased, leaving nothing", async ({ page }) => {
    test.slow();
    const stamp = Date.now();
    const email = `privacy-${stamp}@example.com`;
    const brief = await samplePdf(`Personal data brief ${stamp}`);
    const cv = await samplePdf(`Personal data CV ${stamp}`);

    await gotoHydrated(page, "/contactus");
    const enquiry = page.locator("#enquiry-form form");
    await enquiry.getByLabel("Full Name").fill("Leila Haddad");
    await enquiry.getByLabel("Email").fill(email);
    await enquiry.getByLabel("Phone").fill("+91-9876543210");
    await enquiry.getByLabel("Message").fill(`Personal data browser test ${stamp}`);
    await enquiry.getByLabel("Upload Attachment").setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: brief });
    await expect(page.getByRole("link", { name: "Privacy notice" }).first()).toHaveAttribute("href", "/privacy");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We have received your enquiry" })).toBeVisible();

    await gotoHydrated(page, "/careers");
    await page.locator("article").first().getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for this position" });
    await dialog.getByLabel("Full Name").fill("Leila Haddad");
    await dialog.getByLabel("Email").fill(email.toUpperCase());
    await dialog.getByLabel("Phone").fill("9876543210");
    await dialog.getByLabel("Message").fill(`Personal data application ${stamp}`);
    await dialog.getByLabel("Upload CV").setInputFiles({ name: "Leila CV.pdf", mimeType: "application/pdf", buffer: cv });
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We have received your application" })).toBeVisible();
    expect(textColumnsHolding(email).length).toBeGreaterThan(0);

    await signInAndOpen(page, "/admin/personal-data");
    await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Stored for ${email}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Enquiries (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Job applications (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "brief.pdf" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leila CV.pdf" })).toBeVisible();
    await expectNoAxeViolations(page, "personal data lookup");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download ZIP" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.zip$/);
    const archive = await readFile((await download.path())!);
    expect(archive.subarray(0, 4).toString("hex")).toBe("504b0304");
    const entries = readZipEntries(archive);
    const summary = JSON.parse(entries.get("personal-data.json")!.toString("utf8"));
    expect(summary.address).toBe(email);
    expect(summary.enquiries).toHaveLength(1);
    expect(summary.applications).toHaveLength(1);
    expect(entries.get(summary.enquiries[0].file.archiveEntry)!.equals(brief)).toBe(true);
    expect(entries.get(summary.applications[0].file.archiveEntry)!.equals(cv)).toBe(true);

    const confirmation = page.getByLabel("Type the address again to confirm");
    await confirmation.fill("someone-else@example.com");
    await page.getByRole("button", { name: "Erase everything listed" }).click();
    await expect(page.getByText("Type the address shown above, exactly, to confirm the erasure")).toBeVisible();
    await expect(page.getByLabel("Type the address again to confirm")).toHaveValue("someone-else@example.com");
    await expect(page.getByRole("heading", { level: 3, name: "Enquiries (1)" })).toBeVisible();

    await page.getByLabel("Type the address again to confirm").fill(email);
    await page.getByRole("button", { name: "Erase everything listed" }).click();
    await expect(page.getByRole("status")).toContainText("Erased for this address: 1 enquiry, 1 application, 2 files, 0 comments, 4 mails");
    await expect(page.getByText("Nothing is stored for this address.")).toBeVisible();

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText("Nothing is stored for this address.")).toBeVisible();
    expect(textColumnsHolding(email)).toEqual([]);
  });
});
