import { expect, it } from "vitest";
import { insertApplication, insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { deleteSubmission } from "./delete-submission.server.ts";
import { setSubmissionStatus } from "./set-submission-status.server.ts";

const file = { name: "brief.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-1.7 brief") };
const now = new Date("2026-11-21T12:00:00.000Z");

describeEachDatabase("handling and deleting inbox items", (getDb) => {
  it("marks an enquiry handled and new again, stamping and clearing handled_at, with an audit entry each time", async () => {
    const db = getDb();
    const { id } = await insertEnquiry(db);
    expect(await setSubmissionStatus(db, { table: "enquiries", id, status: "handled", userId: 7, now })).toBe(true);
    expect(await db.selectFrom("enquiries").select(["status", "handled_at"]).where("id", "=", id).executeTakeFirst()).toEqual({
      status: "handled",
      handled_at: now.toISOString(),
    });
    expect(await setSubmissionStatus(db, { table: "enquiries", id, status: "new", userId: 7, now })).toBe(true);
    expect(await db.selectFrom("enquiries").select(["status", "handled_at"]).where("id", "=", id).executeTakeFirst()).toEqual({ status: "new", handled_at: null });
    const audit = await db.selectFrom("audit_log").select(["user_id", "action", "target"]).orderBy("id").execute();
    expect(audit).toEqual([
      { user_id: 7, action: "enquiry.mark-handled", target: `enquiry:${id}` },
      { user_id: 7, action: "enquiry.mark-new", target: `enquiry:${id}` },
    ]);
    expect(await setSubmissionStatus(db, { table: "enquiries", id: id + 1000, status: "handled", userId: 7 })).toBe(false);
  });

  it("deletes an application together with its CV, and says so in the audit log", async () => {
    const db = getDb();
    const kept = await insertApplication(db, { file });
    const doomed = await insertApplication(db, { file });
    expect(await deleteSubmission(db, { table: "applications", id: doomed.id, userId: 3 })).toBe(true);
    expect(await db.selectFrom("applications").select("id").where("id", "=", doomed.id).executeTakeFirst()).toBeUndefined();
    const attachments = (await db.selectFrom("attachments").select("id").execute()).map((row) => row.id);
    expect(attachments).toContain(kept.attachmentId);
    expect(attachments).not.toContain(doomed.attachmentId);
    expect(await db.selectFrom("audit_log").select(["action", "target"]).where("action", "=", "application.delete").execute()).toEqual([
      { action: "application.delete", target: `application:${doomed.id}` },
    ]);
    expect(await deleteSubmission(db, { table: "applications", id: doomed.id, userId: 3 })).toBe(false);
  });
});

describeEachDatabase("deleting when a step fails", (getDb) => {
  it("keeps the enquiry and its file: the delete is one transaction", async () => {
    const db = getDb();
    const { id } = await insertEnquiry(db, { file });
    await db.schema.dropTable("audit_log").execute();
    await expect(deleteSubmission(db, { table: "enquiries", id, userId: 1 })).rejects.toThrow();
    expect(await db.selectFrom("enquiries").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("attachments").select("id").execute()).toHaveLength(1);
  });
});
