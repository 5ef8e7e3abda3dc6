import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { multipartBody, multipartContentType, type MultipartPart } from "#tests/helpers/multipart.ts";
import { realDocx } from "#tests/helpers/office-files.ts";
import { pdfWithOpeningScript } from "#tests/helpers/pdf-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { zipBombDocx } from "#tests/helpers/zip-bomb.ts";
import { freshVisitor, postForm, type PostResult } from "./post-form.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

const staff = { email: "uploads@kairav.example", password: "a long enough secret" };
const person = { name: "Meera Iyer", email: "meera@example.com", phone: "+91-9876543210", message: "Please see the attached file." };
const ACTIVE_CONTENT_NOTE = "This file contains active content. Open it only in a viewer that blocks scripts.";

function fields(values: Record<string, string>): MultipartPart[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

describeEachDatabase("hostile uploads over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let openJobId: number;

  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    openJobId = (await db.selectFrom("jobs").select("id").where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow()).id;
    await createStaffUser(db, staff);
    server = await startTestServer(db);
    ({ cookie } = await signInStaff(server, staff));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function send(path: "/api/enquiries" | "/api/applications", parts: MultipartPart[]): Promise<PostResult> {
    const captcha = await solveTestCaptcha(server.url("/captcha/challenge"));
    return postForm({ url: server.url(path), body: multipartBody([...parts, { name: "altcha", value: captcha }]), contentType: multipartContentType(), from: freshVisitor() });
  }

  async function counts() {
    const db = getDb();
    const count = async (table: "enquiries" | "applications" | "attachments" | "outbox") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    return { enquiries: await count("enquiries"), applications: await count("applications"), attachments: await count("attachments"), outbox: await count("outbox") };
  }

  /** A staff page's main content, as the signed-in member of staff receives it. */
  async function staffPage(path: string): Promise<string> {
    const response = await fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
    expect(response.status, path).toBe(200);
    const html = await response.text();
    return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  }

  it("refuses a 1 MB .docx that inflates to 1 GiB with the content message, as an enquiry and as a CV, and stores nothing", async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const before = await counts();
    const message = "The file's content is not a valid .docx file. Please choose another file.";

    const enquiry = await send("/api/enquiries", [...fields(person), { name: "attachment", fileName: "brief.docx", data: bomb }]);
    expect(enquiry.status).toBe(415);
    expect(enquiry.json).toEqual({ ok: false, message, fieldErrors: { attachment: message } });

    const application = await send("/api/applications", [...fields({ ...person, jobId: String(openJobId) }), { name: "cv", fileName: "Meera CV.docx", data: bomb }]);
    expect(application.status).toBe(415);
    expect(application.json).toMatchObject({ ok: false, message, fieldErrors: { cv: message } });

    expect(await counts()).toEqual(before);
  });

  it("stores a PDF that runs a script on opening with its warning, and warns staff in the list and before the download", async () => {
    const pdf = await pdfWithOpeningScript();
    const response = await send("/api/enquiries", [...fields(person), { name: "attachment", fileName: "invoice.pdf", data: pdf }]);
    expect(response.status).toBe(200);

    const db = getDb();
    const enquiry = await db.selectFrom("enquiries").select(["id", "attachment_id"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    const attachment = await db.selectFrom("attachments").select(["data", "content_warnings"]).where("id", "=", enquiry.attachment_id!).executeTakeFirstOrThrow();
    expect(Buffer.compare(attachment.data, pdf)).toBe(0);
    expect(attachment.content_warnings).toBe('["active-content"]');

    const list = await staffPage("/admin/enquiries");
    expect(list).toContain("Contains active content");

    const detail = await staffPage(`/admin/enquiries/${enquiry.id}`);
    expect(detail).toContain(ACTIVE_CONTENT_NOTE);
    const download = /<a[^>]*href="\/admin\/attachments\/\d+"[^>]*>/.exec(detail)![0];
    expect(download).toContain('aria-label="Download invoice.pdf, which contains active content"');
    expect(download).toContain('aria-describedby="attachment-warnings"');
    expect(detail.indexOf(ACTIVE_CONTENT_NOTE)).toBeLessThan(detail.indexOf(download));
  });

  it("stores a real Word CV as checked and clear, and shows staff no warning for it", async () => {
    const cv = await realDocx();
    const response = await send("/api/applications", [...fields({ ...person, name: "Asha Kulkarni", jobId: String(openJobId) }), { name: "cv", fileName: "Asha CV.docx", data: cv }]);
    expect(response.status).toBe(200);

    const db = getDb();
    const application = await db.selectFrom("applications").select(["id", "attachment_id"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    const attachment = await db.selectFrom("attachments").select("content_warnings").where("id", "=", application.attachment_id!).executeTakeFirstOrThrow();
    expect(attachment.content_warnings).toBe("[]");

    const detail = await staffPage(`/admin/applications/${application.id}`);
    expect(detail).toContain('aria-label="Download Asha CV.docx"');
    expect(detail).not.toContain("active content");
    expect(detail).not.toContain("attachment-warnings");
  });
});
