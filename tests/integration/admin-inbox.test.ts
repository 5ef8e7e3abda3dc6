import { afterAll, beforeAll, expect, it } from "vitest";
import { BAD_CSRF_MESSAGE } from "#app/features/admin/csrf.server.ts";
import { UNKNOWN_INTENT_MESSAGE } from "#app/features/admin/inbox/act-on-submission.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { insertApplication, insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { samplePdf } from "#tests/helpers/sample-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

const staff = { email: "inbox@kairav.example", password: "a long enough secret" };
const BYTE_ORDER_MARK = "\uFEFF";

describeEachDatabase("staff inbox over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let pdf: Buffer;
  let zoe: { id: number; attachmentId: number | null };
  let rahul: { id: number; attachmentId: number | null };
  let application: { id: number; attachmentId: number | null };
  let jobId: number;

  beforeAll(async () => {
    const db = getDb();
    await createStaffUser(db, staff);
    pdf = await samplePdf("Inbox download test");
    zoe = await insertEnquiry(db, {
      name: "Zoë O'Brien",
      email: "Zoe.OBrien@Example.com",
      message: "First line\nSecond line\n\n<script>alert(1)</script>",
      createdAt: "2026-11-20T10:00:00.000Z",
      file: { name: 'Zoë\'s "brief".pdf', contentType: "application/pdf", data: pdf },
    });
    rahul = await insertEnquiry(db, { name: "=HYPERLINK(\"http://evil.example\")", email: "rahul@bank.example", createdAt: "2026-11-20T11:00:00.000Z" });
    const job = await db
      .insertInto("jobs")
      .values({
        job_title: "DevOps Engineer",
        post_title: "DevOps Engineer (Kubernetes, AWS), Pune",
        summary: "Run the platform.",
        experience: "4+ years",
        salary: null,
        openings: 2,
        location: "Pune",
        availability: "Immediate",
        employment_type: "FULL_TIME",
        status: "open",
        date_posted: "2026-11-01",
        valid_through: "2026-12-31",
        created_at: "2026-11-01T00:00:00.000Z",
        updated_at: "2026-11-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    jobId = job.id;
    application = await insertApplication(db, { name: "Meera Iyer", email: "meera@example.com", jobId, jobTitle: "DevOps Engineer", file: { name: "cv.pdf", contentType: "application/pdf", data: pdf } });
    server = await startTestServer(db);
    ({ cookie, csrf } = await signInStaff(server, staff));
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url(path), { headers: { cookie, ...headers }, redirect: "manual" });
  const post = (path: string, body: Record<string, string>) =>
    fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: new URL(server.url("/")).origin },
      body: new URLSearchParams(body),
    });
  /** The page's main content: failures print that, not the whole document with its navigation and scripts. */
  const main = async (path: string) => {
    const html = await (await get(path)).text();
    return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  };
  /** The text of the page's status region (the notice after an action). */
  const statusText = (html: string) => /<div role="status"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "").trim();
  const auditCount = async (action: string) =>
    Number((await getDb().selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).where("action", "=", action).executeTakeFirstOrThrow()).n);

  it("sends every inbox URL to the sign-in page without a session, and hands out no file", async () => {
    for (const path of ["/admin/enquiries", "/admin/enquiries.csv", `/admin/enquiries/${zoe.id}`, "/admin/applications", "/admin/applications.csv", `/admin/applications/${application.id}`, `/admin/attachments/${zoe.attachmentId}`]) {
      const response = await fetch(server.url(path), { redirect: "manual" });
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
    expect(await auditCount("attachment.download")).toBe(0);
  });

  it("lists enquiries newest first with status and attachment, and finds one by email in any letter case", async () => {
    const all = await main("/admin/enquiries");
    expect(all).toMatch(/<h1[^>]*>Enquiries<\/h1>/);
    expect(all.indexOf("rahul@bank.example")).toBeLessThan(all.indexOf("Zoe.OBrien@Example.com"));
    expect(all).toContain("2 enquiries, newest first.");
    expect(all).toContain("180 days after they were marked");

    const found = await main("/admin/enquiries?q=zoe.obrien%40EXAMPLE");
    expect(found).toContain("1 enquiry, newest first.");
    expect(found).toContain("Zoe.OBrien@Example.com");
    expect(found).not.toContain("rahul@bank.example");
    expect(found).toContain(`href="/admin/enquiries/${zoe.id}?q=zoe.obrien%40EXAMPLE"`);
    expect(found).toMatch(/Attached/);

    expect(await main("/admin/enquiries?status=handled")).toContain("No enquiries match these filters.");
  });

  it("shows an enquiry with every field, its message as text with line breaks, and its file", async () => {
    const response = await get(`/admin/enquiries/${zoe.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await main(`/admin/enquiries/${zoe.id}`);
    expect(html).toMatch(/<h1[^>]*>Enquiry from Zoë O&#x27;Brien<\/h1>/);
    expect(html).toContain("First line\nSecond line\n\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
    for (const text of ["+91-9876543210", "203.0.113.7", "20 Nov 2026, 10:00 UTC", "Zoë&#x27;s &quot;brief&quot;.pdf", "PDF"]) expect(html).toContain(text);
    expect(html).toContain(`href="/admin/attachments/${zoe.attachmentId}"`);
  });

  it("shows an application with the job it was for, linked to the job", async () => {
    const html = await main(`/admin/applications/${application.id}`);
    expect(html).toMatch(/<h1[^>]*>Application from Meera Iyer<\/h1>/);
    expect(html).toContain(`href="/admin/jobs/${jobId}"`);
    const list = await main(`/admin/applications?job=${jobId}`);
    expect(list).toContain("1 application for DevOps Engineer, newest first.");
  });

  it("downloads the file byte for byte as an attachment that is never sniffed or cached, and records it", async () => {
    const response = await get(`/admin/attachments/${zoe.attachmentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Zoe's _brief_.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20%22brief%22.pdf`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-length")).toBe(String(pdf.length));
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), pdf)).toBe(0);
    expect(await getDb().selectFrom("audit_log").select(["action", "target"]).where("action", "=", "attachment.download").execute()).toEqual([
      { action: "attachment.download", target: `attachment:${zoe.attachmentId}` },
    ]);
  });

  it("serves a stored type outside the upload list as an opaque download", async () => {
    const { attachmentId } = await insertEnquiry(getDb(), { file: { name: "page.html", contentType: "text/html", data: Buffer.from("<script>alert(1)</script>") } });
    const response = await get(`/admin/attachments/${attachmentId}`);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const path of ["/admin/attachments/999999", "/admin/attachments/abc", "/admin/enquiries/999999", "/admin/enquiries/1x", "/admin/applications/999999"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const missing = await (await get("/admin/enquiries/999999")).text();
    expect(missing).toMatch(/<h1[^>]*>Enquiry not found<\/h1>/);
    expect(missing.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>Enquiry not found | Staff console | Kairav Technologies</title>"]);
  });

  it("refuses a change without this session's CSRF token", async () => {
    const missing = await post(`/admin/enquiries/${zoe.id}`, { intent: "mark-handled" });
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain(BAD_CSRF_MESSAGE);
    expect((await post(`/admin/enquiries/${zoe.id}`, { intent: "delete", csrf: `${csrf}x` })).status).toBe(403);
    const row = await getDb().selectFrom("enquiries").select("status").where("id", "=", zoe.id).executeTakeFirst();
    expect(row).toEqual({ status: "new" });
  });

  it("answers an unknown action with 400 and its explanation, and an unknown id with 404", async () => {
    const response = await post(`/admin/enquiries/${zoe.id}`, { intent: "archive", csrf });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(UNKNOWN_INTENT_MESSAGE);
    expect((await post("/admin/enquiries/999999", { intent: "mark-handled", csrf })).status).toBe(404);
  });

  it("marks handled and new again, returning to the same filtered view with a notice", async () => {
    const handled = await post(`/admin/enquiries/${zoe.id}?q=zoe&page=1`, { intent: "mark-handled", csrf });
    expect(handled.status).toBe(303);
    expect(handled.headers.get("location")).toBe(`/admin/enquiries/${zoe.id}?q=zoe&notice=handled`);
    const page = await main(handled.headers.get("location")!);
    expect(statusText(page)).toBe("Enquiry marked as handled.");
    expect(page).toContain("It will be deleted automatically on");
    expect(page).toContain(`href="/admin/enquiries?q=zoe"`);
    expect(await getDb().selectFrom("enquiries").select("status").where("id", "=", zoe.id).executeTakeFirst()).toEqual({ status: "handled" });
    expect(await main("/admin/enquiries?status=handled")).toContain("1 enquiry, newest first.");

    const reopened = await post(`/admin/enquiries/${zoe.id}`, { intent: "mark-new", csrf });
    expect(reopened.headers.get("location")).toBe(`/admin/enquiries/${zoe.id}?notice=new`);
    expect(await getDb().selectFrom("enquiries").select(["status", "handled_at"]).where("id", "=", zoe.id).executeTakeFirst()).toEqual({ status: "new", handled_at: null });
  });

  it("exports the filtered list as CSV with a BOM, quoting and defused formulas, and records the export", async () => {
    const response = await get("/admin/enquiries.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = bytes.toString("utf8");
    expect(csv.startsWith(`${BYTE_ORDER_MARK}"ID","Received (UTC)","Status","Handled (UTC)","Name","Email","Phone","Message","Client address","Attachment","Attachment size (bytes)"\r\n`)).toBe(true);
    expect(csv).toContain(`${rahul.id},"2026-11-20T11:00:00.000Z","new",,"'=HYPERLINK(""http://evil.example"")","rahul@bank.example","'+91-9876543210",`);
    expect(csv).toContain(`"First line\nSecond line\n\n<script>alert(1)</script>"`);
    expect(csv).toContain(`"Zoë's ""brief"".pdf",${pdf.length}\r\n`);

    const filtered = (await (await get("/admin/enquiries.csv?q=RAHUL")).text()).split("\r\n").filter(Boolean);
    expect(filtered).toHaveLength(2);
    expect(await auditCount("enquiry.export")).toBe(2);

    const applications = await (await get(`/admin/applications.csv?job=${jobId}`)).text();
    expect(applications).toContain('"Job ID","Job title"');
    expect(applications).toContain(`,${jobId},"DevOps Engineer","Meera Iyer","meera@example.com",`);
    expect(await auditCount("application.export")).toBe(1);
  });

  it("deletes an enquiry with its file in one go and returns to the list", async () => {
    const response = await post(`/admin/enquiries/${zoe.id}?status=new`, { intent: "delete", csrf });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/enquiries?status=new&notice=deleted");
    expect(await getDb().selectFrom("enquiries").select("id").where("id", "=", zoe.id).executeTakeFirst()).toBeUndefined();
    expect(await getDb().selectFrom("attachments").select("id").where("id", "=", zoe.attachmentId!).executeTakeFirst()).toBeUndefined();
    expect(statusText(await main(response.headers.get("location")!))).toBe("Enquiry deleted, together with its attachment.");
    expect((await get(`/admin/attachments/${zoe.attachmentId}`)).status).toBe(404);
    expect(await auditCount("enquiry.delete")).toBe(1);
  });
});
