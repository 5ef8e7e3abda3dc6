import Database from "better-sqlite3";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { sampleDocx, samplePdf } from "../helpers/sample-files.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";

// The database of the server the browser tests run against (see playwright.config.ts).
const databasePath = `./data/e2e-${process.env.E2E_PORT ?? 3100}.db`;
const OFFICES = 3;
const CARD_REQUIREMENTS = 3;
const MAP_ZOOM = 13;

const messages = {
  nameRequired: "Full Name is required",
  nameCharacters: "Fullname contains only letters, spaces, periods (.), and apostrophes.",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone is required",
  phoneInvalid: "Invalid phone",
  messageRequired: "Message is required",
  enquiryFileType: "Invalid file type. Please select a valid file type (pdf, doc, docx, xls, xlsx, ppt, pptx, pps, ppsx, jpg, jpeg, png).",
  cvFileType: "Invalid file type. Please select a valid file type (pdf, doc, docx).",
  unexpected: "Error encountered, Please try again",
};

function readDatabase<T>(query: (db: Database.Database) => T): T {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

function form(page: Page): Locator {
  return page.locator("#enquiry-form form");
}

async function fillEnquiry(scope: Locator, values: { name?: string; email?: string; phone?: string; message?: string }) {
  if (values.name !== undefined) await scope.getByLabel("Full Name").fill(values.name);
  if (values.email !== undefined) await scope.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await scope.getByLabel("Phone").fill(values.phone);
  if (values.message !== undefined) await scope.getByLabel("Message").fill(values.message);
}

/** The error shown for a field, found through the field's aria-describedby like a screen reader would. */
async function errorOf(field: Locator): Promise<string | null> {
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const page = field.page();
  for (const id of ids) {
    if (id.endsWith("-error")) return page.locator(`[id="${id}"]`).innerText();
  }
  return null;
}

test.describe("contact page", () => {
  test("has the banner, the greeting, three offices, the form and a lazy map at zoom 13 @mobile", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/contactus");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.locator("address")).toHaveCount(OFFICES);
    for (const office of ["Head Office, India", "Sales Office, USA", "Sales Office, Dubai"]) {
      await expect(page.getByRole("heading", { name: office })).toBeVisible();
    }
    await expect(page.locator('a[href^="mailto:"]', { hasText: "contact@kairav.example" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "How Can we Help?" })).toBeVisible();
    for (const label of ["Full Name", "Email", "Phone", "Message", "Upload Attachment"]) await expect(form(page).getByLabel(label)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    // The map comes from another site: a visitor who never scrolls near it never loads it.
    const map = page.locator("iframe");
    if (testInfo.project.name === "mobile") await expect(map).toHaveCount(0);
    await page.getByRole("link", { name: /Open a larger map/ }).scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("title", /Map of the Kairav Technologies head office/);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(page.getByRole("link", { name: /Open a larger map/ })).toHaveAttribute("href", new RegExp(`#map=${MAP_ZOOM}/`));
  });

  test("shows every validation message, word for word, linked to its field", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await gotoHydrated(page, "/contactus");
    const scope = form(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => errorOf(scope.getByLabel("Full Name"))).toBe(messages.nameRequired);
    await expect.poll(() => errorOf(scope.getByLabel("Email"))).toBe(messages.emailRequired);
    await expect.poll(() => errorOf(scope.getByLabel("Phone"))).toBe(messages.phoneRequired);
    await expect.poll(() => errorOf(scope.getByLabel("Message"))).toBe(messages.messageRequired);
    await expect(scope.getByLabel("Full Name")).toBeFocused();
    await expect(scope.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await fillEnquiry(scope, { name: "Bond 007", email: "not-an-address", phone: "12345", message: "Hello" });
    await expect(scope.getByText(messages.nameCharacters)).toBeVisible();
    await expect(scope.getByText(messages.emailInvalid)).toBeVisible();
    await expect(scope.getByText(messages.phoneInvalid)).toBeVisible();
    await expect(scope.getByText(messages.messageRequired)).toBeHidden();

    // Letters of other alphabets pass.
    for (const name of ["José", "Zoë", "O'Brien"]) {
      await scope.getByLabel("Full Name").fill(name);
      await expect(scope.getByText(messages.nameCharacters)).toBeHidden();
    }
    expect(posted).toBe(false);
  });

  test("accepts the three phone forms +91-XXXXXXXXXX, +91XXXXXXXXXX and 10 digits", async ({ page }) => {
    await gotoHydrated(page, "/contactus");
    const scope = form(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(scope.getByText(messages.phoneRequired)).toBeVisible();
    for (const phone of ["+91-9876543210", "+919876543210", "9876543210"]) {
      await scope.getByLabel("Phone").fill(phone);
      await expect(scope.getByText(messages.phoneInvalid), phone).toBeHidden();
      await expect(scope.getByText(messages.phoneRequired), phone).toBeHidden();
      await expect.poll(() => errorOf(scope.getByLabel("Phone")), { message: phone }).toBeNull();
    }
    for (const phone of ["+91 9876543210", "987654321", "+1-9876543210"]) {
      await scope.getByLabel("Phone").fill(phone);
      await expect(scope.getByText(messages.phoneInvalid), phone).toBeVisible();
    }
  });

  test("an invalid file disables Send message until a valid one is chosen", async ({ page }) => {
    await gotoHydrated(page, "/contactus");
    const scope = form(page);
    const button = page.getByRole("button", { name: "Send message" });
    await scope.getByLabel("Upload Attachment").setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(scope.getByText(messages.enquiryFileType)).toBeVisible();
    await expect(button).toBeDisabled();
    await expect.poll(() => errorOf(scope.getByLabel("Upload Attachment"))).toBe(messages.enquiryFileType);
    await scope.getByLabel("Upload Attachment").setInputFiles({ name: "Brief.PDF", mimeType: "application/pdf", buffer: await samplePdf() });
    await expect(scope.getByText(messages.enquiryFileType)).toBeHidden();
    await expect(button).toBeEnabled();
  });

  test("a visitor who only reads loads no React; typing into the form hydrates it, and what was typed stays", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/contactus");
    await page.locator("html[data-hydrated]").waitFor();
    await page.waitForTimeout(500);
    const island = page.locator('[data-island="enquiry-form"]');
    await expect(island).not.toHaveAttribute("data-hydrated");
    expect(scripts.filter((path) => /\/(enquiry-form-island|hydrate-island)-/.test(path))).toEqual([]);

    // The first gesture is a tap into the form, and the typing follows at once.
    const scope = form(page);
    await scope.getByLabel("Full Name").click();
    await page.keyboard.type("Zoë Fernandes");
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(scope.getByLabel("Full Name")).toHaveValue("Zoë Fernandes");
    // The form now checks as the visitor goes: an invalid file disables sending at once.
    await scope.getByLabel("Upload Attachment").setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await expect(scope.getByLabel("Full Name")).toHaveValue("Zoë Fernandes");
  });

  test("a file whose content is not what its name says is refused by the server, and sending waits for another file", async ({ page }) => {
    await gotoHydrated(page, "/contactus");
    const scope = form(page);
    const button = page.getByRole("button", { name: "Send message" });
    await fillEnquiry(scope, { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "A renamed web page" });
    await scope.getByLabel("Upload Attachment").setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!doctype html><p>not a PDF</p>") });
    await button.click();
    const refusal = "The file's content is not a valid .pdf file. Please choose another file.";
    await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
    await expect.poll(() => errorOf(scope.getByLabel("Upload Attachment"))).toBe(refusal);
    await expect(button).toBeDisabled();
    await scope.getByLabel("Upload Attachment").setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: await samplePdf() });
    await expect(button).toBeEnabled();
    await expect(scope.getByLabel("Full Name")).toHaveValue("Asha");
  });

  test("sends an enquiry with a PDF: spinner, success toast with the server's text, cleared form, bytes stored", async ({ page }) => {
    const pdf = await samplePdf("Browser test brief");
    const marker = `Browser enquiry ${Date.now()}`;
    // Hold the submission until the spinner has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/enquiries", async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, "/contactus");
    const scope = form(page);
    await fillEnquiry(scope, { name: "Renée D'Souza", email: "renee@example.com", phone: "+91-9876543210", message: marker });
    await scope.getByLabel("Upload Attachment").setInputFiles({ name: "RFP brief.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(scope.getByTestId("spinner")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeHidden();
    release();

    await expect(page.getByRole("alert").filter({ hasText: "We have received your enquiry" })).toBeVisible();
    await expect(scope.getByLabel("Full Name")).toHaveValue("");
    await expect(scope.getByLabel("Message")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();

    const stored = readDatabase((db) =>
      db
        .prepare("select e.name, e.phone, a.file_name, a.content_type, a.data from enquiries e join attachments a on a.id = e.attachment_id where e.message = ?")
        .get(marker),
    ) as { name: string; phone: string; file_name: string; content_type: string; data: Buffer } | undefined;
    expect(stored).toMatchObject({ name: "Renée D'Souza", phone: "+91-9876543210", file_name: "RFP brief.pdf", content_type: "application/pdf" });
    expect(Buffer.compare(stored!.data, pdf)).toBe(0);
  });

  test("shows the server's refusal in an error toast, and a generic message when the server fails", async ({ page }) => {
    await gotoHydrated(page, "/contactus");
    const scope = form(page);
    await fillEnquiry(scope, { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hello" });
    await page.route("**/api/enquiries", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ ok: false, message: "Too many submissions from your network. Please try again in 9 minutes." }) }),
    );
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Too many submissions from your network. Please try again in 9 minutes." })).toBeVisible();
    // Nothing the visitor typed is lost on a refusal.
    await expect(scope.getByLabel("Full Name")).toHaveValue("Asha");

    await page.unroute("**/api/enquiries");
    await page.route("**/api/enquiries", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: messages.unexpected })).toBeVisible();

    await page.unroute("**/api/enquiries");
    await page.route("**/api/enquiries", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: messages.unexpected })).toHaveCount(2);
  });
});

test.describe("forms by keyboard and for assistive technology", () => {
  // Each runs axe on a page with a form and its errors showing, which takes most of a minute on a
  // busy machine; the default 30 s cut them off in axe.
  test.describe.configure({ timeout: 90_000 });
  test("the contact form with its errors showing has no WCAG violation @mobile", async ({ page }) => {
    await gotoHydrated(page, "/contactus");
    // Enter in a field sends the form, as with the button.
    await form(page).getByLabel("Full Name").focus();
    await page.keyboard.press("Enter");
    await expect(form(page).getByText(messages.nameRequired)).toBeVisible();
    await expect(form(page).getByLabel("Full Name")).toBeFocused();
    await form(page).getByLabel("Upload Attachment").setInputFiles({ name: "x.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(form(page).getByText(messages.enquiryFileType)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Apply Now opens the dialog from the keyboard, Escape closes it and focus returns @mobile", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const apply = page.locator("article").first().getByRole("button", { name: "Apply Now" });
    await apply.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Apply for this position" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Full Name").focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(messages.nameRequired)).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });
});

test("the contact and careers pages run without a CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await gotoHydrated(page, "/contactus");
  await page.getByRole("link", { name: /Open a larger map/ }).scrollIntoViewIfNeeded();
  await page.locator("iframe").scrollIntoViewIfNeeded();
  await form(page).getByLabel("Full Name").fill("Asha");
  await gotoHydrated(page, "/careers");
  await page.locator("article").first().getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByRole("dialog", { name: "Apply for this position" })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe("contact page without JavaScript", () => {
  // A visitor of its own (the server trusts one proxy hop): no other test spends its no-script budget.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.10" } });

  test("posts the form, shows the confirmation and stores the enquiry", async ({ page }) => {
    const marker = `No-script enquiry ${Date.now()}`;
    await page.goto("/contactus");
    const scope = form(page);
    await fillEnquiry(scope, { name: "Zoë", email: "zoe@example.com", phone: "+919876543210", message: marker });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contactus\?sent=1/);
    await expect(page.getByRole("status").filter({ hasText: "We have received your enquiry" })).toBeVisible();
    const row = readDatabase((db) => db.prepare("select name, client_address from enquiries where message = ?").get(marker));
    expect(row).toEqual({ name: "Zoë", client_address: "203.0.113.10" });
  });
});

test.describe("careers page", () => {
  function openJobs() {
    const today = new Date().toISOString().slice(0, 10);
    return readDatabase(
      (db) =>
        db.prepare("select id, job_title, post_title, salary from jobs where status = 'open' and valid_through >= ? order by date_posted desc, id desc").all(today) as {
          id: number;
          job_title: string;
          post_title: string;
          salary: string | null;
        }[],
    );
  }

  test("lists every open job with its facts, salary only when known, and the first three requirements @mobile", async ({ page }) => {
    const jobs = openJobs();
    await gotoHydrated(page, "/careers");
    await expect(page.getByRole("heading", { name: "Current Job Openings" })).toBeVisible();
    await expect(page.getByTestId("job-list-loading")).toHaveCount(0);
    const cards = page.locator("article");
    await expect(cards).toHaveCount(jobs.length);
    for (const job of jobs) {
      const card = page.getByRole("article", { name: job.job_title, exact: true });
      for (const fact of ["Experience", "Openings", "Location", "Availability"]) await expect(card.getByText(fact, { exact: true })).toBeVisible();
      await expect(card.getByText("Salary", { exact: true })).toHaveCount(job.salary ? 1 : 0);
      if (job.salary) await expect(card.getByText(job.salary)).toBeVisible();
      await expect(card.locator("ul > li")).toHaveCount(CARD_REQUIREMENTS);
      await expect(card.getByRole("button", { name: "Apply Now" })).toBeVisible();
      await expect(card.getByRole("button", { name: "View & Apply" })).toBeVisible();
    }
  });

  test("describes each open job as a schema.org JobPosting on the job's own address, and none on the list", async ({ page }) => {
    const jobs = openJobs();
    // The served HTML as a crawler reads it: one request per address, no browser rendering.
    const postingsAt = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
      return blocks.filter((block) => block["@type"] === "JobPosting");
    };
    expect(await postingsAt("/careers")).toEqual([]);
    const postings = [];
    for (const job of jobs) {
      const own = await postingsAt(`/careers?job=${job.id}`);
      expect(own.map((posting) => posting.title)).toEqual([job.job_title]);
      postings.push(own[0]);
    }
    for (const posting of postings) {
      expect(posting).toMatchObject({ hiringOrganization: { name: "Kairav Technologies" }, employmentType: expect.any(String) });
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.jobLocation ?? posting.applicantLocationRequirements).toBeTruthy();
      const job = jobs.find((candidate) => candidate.job_title === posting.title)!;
      if (!job.salary) expect(posting.baseSalary).toBeUndefined();
    }
    expect(postings.some((posting) => posting.baseSalary?.currency === "INR")).toBe(true);
  });

  test("View & Apply shows the whole opening, and its Apply Now leads to the application form", async ({ page }) => {
    const job = openJobs()[0]!;
    const requirements = readDatabase((db) => db.prepare("select count(*) as n from job_requirements where job_id = ?").get(job.id) as { n: number }).n;
    await gotoHydrated(page, "/careers");
    await page.getByRole("article", { name: job.job_title, exact: true }).getByRole("button", { name: "View & Apply" }).click();
    const detail = page.getByRole("dialog", { name: job.post_title });
    await expect(detail).toBeVisible();
    await expect(detail.locator("ul > li")).toHaveCount(requirements);
    await detail.getByRole("button", { name: "Apply Now" }).click();
    const apply = page.getByRole("dialog", { name: "Apply for this position" });
    await expect(apply).toBeVisible();
    await expect(apply.getByText(job.post_title)).toBeVisible();
    await expect(detail).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(apply).toBeHidden();
  });

  test("Apply Now as the visitor's very first gesture opens the dialog with the form for that opening", async ({ page }) => {
    const job = openJobs()[0]!;
    await page.goto("/careers");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.locator('[data-island="application-form"]')).not.toHaveAttribute("data-hydrated");
    // Until the first gesture Apply Now is the link it is without JavaScript; the job board, which
    // makes it a button, is defined then: by the click itself, or by the scroll that brings the card
    // into view first. A click that reaches the link before the board has started waits for it.
    await page.getByRole("article", { name: job.job_title, exact: true }).locator('[data-job-action="apply"]').click();
    const dialog = page.getByRole("dialog", { name: "Apply for this position" });
    await expect(dialog.getByText(job.post_title)).toBeVisible();
    await dialog.getByLabel("Upload CV").setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from("not a cv") });
    await expect(dialog.getByRole("button", { name: "Submit application" })).toBeDisabled();
  });

  test("applies with a CV: the dialog's form is checked, sent, and the CV is stored byte for byte", async ({ page }) => {
    const job = openJobs()[1]!;
    const cv = sampleDocx(`CV for the browser test ${Date.now()}`);
    const marker = `Browser application ${Date.now()}`;
    await gotoHydrated(page, "/careers");
    await page.getByRole("article", { name: job.job_title, exact: true }).getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for this position" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByText(messages.nameRequired)).toBeVisible();
    await dialog.getByLabel("Upload CV").setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from("not a cv") });
    await expect(dialog.getByText(messages.cvFileType)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit application" })).toBeDisabled();

    await fillEnquiry(dialog, { name: "Nguyễn Văn An", email: "an@example.com", phone: "9876543210", message: marker });
    await dialog.getByLabel("Upload CV").setInputFiles({ name: "An CV.DOCX", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: cv });
    await expect(dialog.getByRole("button", { name: "Submit application" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Submit application" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "We have received your application" })).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = readDatabase((db) =>
      db.prepare("select a.job_id, a.job_title, f.file_name, f.data from applications a join attachments f on f.id = a.attachment_id where a.message = ?").get(marker),
    ) as { job_id: number; job_title: string; file_name: string; data: Buffer } | undefined;
    expect(stored).toMatchObject({ job_id: job.id, job_title: job.job_title, file_name: "An CV.DOCX" });
    expect(Buffer.compare(stored!.data, cv)).toBe(0);
  });
});

test.describe("careers page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.11" } });

  test("Apply Now opens the form in the page, and the application is stored", async ({ page }) => {
    const marker = `No-script application ${Date.now()}`;
    await page.goto("/careers");
    await page.locator("article").first().getByRole("link", { name: "Apply Now" }).click();
    const panel = page.locator("#job-panel");
    await expect(panel.getByRole("heading", { name: "Apply for this position" })).toBeVisible();
    await fillEnquiry(panel, { name: "O'Brien", email: "ob@example.com", phone: "9876543210", message: marker });
    await panel.getByLabel("Upload CV").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: await samplePdf() });
    await panel.getByRole("button", { name: "Submit application" }).click();
    await expect(page).toHaveURL(/\/careers\?applied=1/);
    await expect(page.getByRole("status").filter({ hasText: "We have received your application" })).toBeVisible();
    expect(readDatabase((db) => db.prepare("select name from applications where message = ?").get(marker))).toEqual({ name: "O'Brien" });
  });
});
