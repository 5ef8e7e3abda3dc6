import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "#app/db/schema.ts";
import { CONFIRMATION_MISMATCH_MESSAGE } from "#app/features/admin/personal-data/personal-data-address.ts";
import { SUMMARY_FILE_NAME } from "#app/features/admin/personal-data/write-personal-data-zip.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { ROLE_REFUSED_MESSAGE } from "#app/features/admin/staff-policy.ts";
import { findTextAnywhere } from "#tests/helpers/find-text-anywhere.ts";
import { insertApplication, insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { readZipEntries } from "#tests/helpers/read-zip-entries.ts";
import { samplePdf, samplePng } from "#tests/helpers/sample-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

// The person asking, written in another letter case than some of their records.
const ADDRESS = "priya.nair@example.org";
const OTHER = "ravi.menon@example.org";
const NOW = "2026-11-20T10:00:00.000Z";
const password = "a long enough secret";

/** The page's HTML without the comments React puts between adjacent texts. */
function withoutTextSeparators(html: string): string {
  return html.replaceAll("<!-- -->", "");
}

describeEachDatabase("personal data requests over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let origin = "";
  const staff = {} as Record<StaffRole, { cookie: string; csrf: string }>;
  let pdf: Buffer;
  let png: Buffer;
  const ids = { enquiry: 0, enquiryFile: 0, application: 0, applicationFile: 0, comment: 0, post: 0 };
  let othersBefore = "";

  /** Every row of another person, which nothing here may change. */
  async function othersRows(): Promise<string> {
    const db = getDb();
    return JSON.stringify([
      await db.selectFrom("enquiries").selectAll().where("email", "=", OTHER).execute(),
      await db.selectFrom("applications").selectAll().where("email", "=", OTHER).execute(),
      await db.selectFrom("attachments").select(["id", "sha256"]).where("file_name", "like", "ravi%").execute(),
      await db.selectFrom("comments").selectAll().where("name", "=", "Ravi").execute(),
      await db.selectFrom("outbox").selectAll().where("to_address", "=", OTHER).execute(),
      await db.selectFrom("audit_log").selectAll().where("target", "like", `%${OTHER}%`).execute(),
    ]);
  }

  beforeAll(async () => {
    const db = getDb();
    pdf = await samplePdf("Priya's CV");
    png = samplePng();
    for (const role of STAFF_ROLES) await createStaffUser(db, { email: `${role}@kairav.example`, password, role, displayName: role });
    const enquiry = await insertEnquiry(db, { name: "Priya Nair", email: "Priya.Nair@Example.org", message: "Please call me back.", file: { name: "brief.png", contentType: "image/png", data: png } });
    const application = await insertApplication(db, { name: "Priya Nair", email: ADDRESS, file: { name: "priya-cv.pdf", contentType: "application/pdf", data: pdf } });
    ids.enquiry = enquiry.id;
    ids.enquiryFile = enquiry.attachmentId!;
    ids.application = application.id;
    ids.applicationFile = application.attachmentId!;
    await insertEnquiry(db, { name: "Ravi Menon", email: OTHER, file: { name: "ravi-brief.pdf", contentType: "application/pdf", data: pdf } });
    await insertApplication(db, { name: "Ravi Menon", email: OTHER, file: { name: "ravi-cv.pdf", contentType: "application/pdf", data: pdf } });
    ids.post = (
      await db
        .insertInto("posts")
        .values({ title: "Platform notes", slug: "platform-notes", content: "Text.", cover: null, excerpt: null, author_name: "Team", published_on: "2026-11-01", status: "published", created_at: NOW, updated_at: NOW })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    ids.comment = (
      await db
        .insertInto("comments")
        .values({ post_id: ids.post, name: "Priya", message: `Write to me at ${ADDRESS.toUpperCase()} please.`, created_at: NOW })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto("comments").values({ post_id: ids.post, name: "Ravi", message: "Nice post.", created_at: NOW }).execute();
    await db
      .insertInto("outbox")
      .values([
        { kind: "enquiry-confirmation", to_address: ADDRESS, subject: "We have received your enquiry", body_text: "Dear Priya Nair,", next_attempt_at: NOW, created_at: NOW },
        { kind: "enquiry-notification", to_address: "sales@kairav.example", subject: "New enquiry from Priya Nair", body_text: `Email:      ${ADDRESS}\n`, next_attempt_at: NOW, created_at: NOW },
        { kind: "enquiry-confirmation", to_address: OTHER, subject: "We have received your enquiry", body_text: "Dear Ravi Menon,", next_attempt_at: NOW, created_at: NOW },
      ])
      .execute();
    await recordAudit(db, { userId: null, action: "user.invite", target: `staff_invitation:7 (${ADDRESS}, editor)` });
    await recordAudit(db, { userId: null, action: "user.invite", target: `staff_invitation:8 (${OTHER}, editor)` });
    othersBefore = await othersRows();

    server = await startTestServer(db);
    origin = new URL(server.url("/")).origin;
    for (const role of STAFF_ROLES) staff[role] = await signInStaff(server, { email: `${role}@kairav.example`, password });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (pathname: string, fields: Record<string, string>, role: StaffRole = "admin") =>
    fetch(server.url(pathname), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: staff[role].cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: staff[role].csrf, ...fields }),
    });

  it("refuses every role but admin, the page and the download alike", async () => {
    for (const role of STAFF_ROLES.filter((candidate) => candidate !== "admin")) {
      for (const pathname of ["/admin/personal-data", "/admin/personal-data/download"]) {
        const get = await fetch(server.url(pathname), { redirect: "manual", headers: { cookie: staff[role].cookie } });
        expect(get.status, `${role} GET ${pathname}`).toBe(403);
        await get.arrayBuffer();
        const sent = await post(pathname, { intent: "find", email: ADDRESS }, role);
        expect(sent.status, `${role} POST ${pathname}`).toBe(403);
        expect(await sent.text()).toContain(ROLE_REFUSED_MESSAGE);
      }
    }
    const erase = await post("/admin/personal-data", { intent: "erase", email: ADDRESS, confirmation: ADDRESS }, "sales");
    expect(erase.status).toBe(403);
    expect(await getDb().selectFrom("enquiries").select("id").where("id", "=", ids.enquiry).executeTakeFirst()).toBeDefined();
  });

  it("finds each kind of record for the address, in any letter case, and nobody else's", async () => {
    const response = await post("/admin/personal-data", { intent: "find", email: "  PRIYA.nair@example.ORG " });
    expect(response.status).toBe(200);
    const html = withoutTextSeparators(await response.text());
    expect(html).toContain(`Stored for ${ADDRESS}`);
    expect(html).toContain(`Enquiry #${ids.enquiry}`);
    expect(html).toContain(`Application #${ids.application}: DevOps Engineer`);
    expect(html).toContain(`href="/admin/attachments/${ids.enquiryFile}"`);
    expect(html).toContain(`href="/admin/attachments/${ids.applicationFile}"`);
    expect(html).toMatch(/Comments <span[^>]*>\(1\)/);
    expect(html).toContain("New enquiry from Priya Nair");
    expect(html).toMatch(/Mails <span[^>]*>\(2\)/);
    expect(html).toContain(`staff_invitation:7 (${ADDRESS}, editor)`);
    expect(html).not.toContain("Ravi");
    expect(html).toContain("Erase everything listed");
  });

  it("answers a malformed address with the message beside the field, keeping what was typed", async () => {
    const response = await post("/admin/personal-data", { intent: "find", email: "priya at example" });
    expect(response.status).toBe(400);
    const html = withoutTextSeparators(await response.text());
    expect(html).toContain("Enter an email address, like name@example.com");
    expect(html).toContain('value="priya at example"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("downloads one ZIP with the JSON of every record and the person's own files, byte for byte", async () => {
    const response = await post("/admin/personal-data/download", { email: ADDRESS });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.zip"/);
    expect(response.headers.get("content-length")).toBeNull();
    const archive = Buffer.from(await response.arrayBuffer());
    expect(archive.subarray(0, 4).toString("hex")).toBe("504b0304");
    const entries = readZipEntries(archive);
    const summary = JSON.parse(entries.get(SUMMARY_FILE_NAME)!.toString("utf8"));
    expect(summary.address).toBe(ADDRESS);
    expect(summary.enquiries.map((row: { id: number }) => row.id)).toEqual([ids.enquiry]);
    expect(summary.applications.map((row: { id: number }) => row.id)).toEqual([ids.application]);
    expect(summary.comments.map((row: { id: number }) => row.id)).toEqual([ids.comment]);
    expect(summary.mails).toHaveLength(2);
    expect(summary.auditEntries).toHaveLength(1);
    const enquiryEntry = summary.enquiries[0].file.archiveEntry as string;
    const applicationEntry = summary.applications[0].file.archiveEntry as string;
    expect(entries.get(enquiryEntry)!.equals(png)).toBe(true);
    expect(entries.get(applicationEntry)!.equals(pdf)).toBe(true);
    expect([...entries.keys()].sort()).toEqual([SUMMARY_FILE_NAME, enquiryEntry, applicationEntry].sort());
    expect(JSON.stringify(summary)).not.toContain("Ravi");
    const audit = await getDb().selectFrom("audit_log").select("target").where("action", "=", "personal-data.export").executeTakeFirstOrThrow();
    expect(audit.target).not.toContain(ADDRESS);
  });

  it("refuses an erasure whose confirmation does not match, keeping what was typed and every record", async () => {
    const response = await post("/admin/personal-data", { intent: "erase", email: ADDRESS, confirmation: "priya.nair@example.com" });
    expect(response.status).toBe(400);
    const html = withoutTextSeparators(await response.text());
    expect(html).toContain(CONFIRMATION_MISMATCH_MESSAGE);
    expect(html).toContain('value="priya.nair@example.com"');
    expect(await getDb().selectFrom("enquiries").select("id").where("id", "=", ids.enquiry).executeTakeFirst()).toBeDefined();
  });

  it("erases everything of the address in one go: afterwards no text column of any table holds it", async () => {
    const db = getDb();
    expect((await findTextAnywhere(db, ADDRESS)).length).toBeGreaterThan(0);
    const before = await db.selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const blogPage = await fetch(server.url(`/blog/${ids.post}`));
    expect(await blogPage.text()).toContain(ADDRESS.toUpperCase());

    const response = await post("/admin/personal-data", { intent: "erase", email: ADDRESS, confirmation: ` ${ADDRESS.toUpperCase()} ` });
    expect(response.status).toBe(200);
    const html = withoutTextSeparators(await response.text());
    expect(html).toContain("Erased for this address: 1 enquiry, 1 application, 2 files, 1 comment, 2 mails, 1 audit entry redacted.");
    expect(html).toContain("Nothing is stored for this address.");

    expect(await findTextAnywhere(db, ADDRESS)).toEqual([]);
    expect(await db.selectFrom("attachments").select("id").where("id", "in", [ids.enquiryFile, ids.applicationFile]).execute()).toEqual([]);
    expect(await db.selectFrom("comments").select("id").where("id", "=", ids.comment).execute()).toEqual([]);
    // The entry that named the address stays, without it.
    const invite = await db.selectFrom("audit_log").select("target").where("target", "like", "staff_invitation:7%").executeTakeFirstOrThrow();
    expect(invite.target).toBe("staff_invitation:7 ([erased address], editor)");
    // The erasure is recorded with counts and the address's fingerprint only.
    const erasure = await db.selectFrom("audit_log").select(["target", "user_id"]).where("action", "=", "personal-data.erase").executeTakeFirstOrThrow();
    const fingerprint = createHash("sha256").update(ADDRESS).digest("hex");
    expect(erasure.target).toBe(`sha256:${fingerprint} (1 enquiry, 1 application, 2 files, 1 comment, 2 mails, 1 audit entry redacted)`);
    const after = await db.selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);

    expect(await othersRows()).toBe(othersBefore);
    // The blog's cached page of the post no longer shows the comment.
    expect(await (await fetch(server.url(`/blog/${ids.post}`))).text()).not.toContain(ADDRESS.toUpperCase());
  });

  it("shows a staff address's account and invitations but erases neither", async () => {
    const db = getDb();
    const html = withoutTextSeparators(await (await post("/admin/personal-data", { intent: "find", email: "editor@kairav.example" })).text());
    expect(html).toContain("Staff account: editor");
    expect(html).not.toContain("Erase everything listed");
    const refused = await post("/admin/personal-data", { intent: "erase", email: "editor@kairav.example", confirmation: "editor@kairav.example" });
    expect(refused.status).toBe(200);
    expect(await db.selectFrom("staff_users").select("id").where("email", "=", "editor@kairav.example").executeTakeFirst()).toBeDefined();
  });
});
