import { expect, it } from "vitest";
import { insertApplication, insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { purgeHandledSubmissions } from "./purge-handled-submissions.server.ts";

const RETENTION_DAYS = 30;
const now = new Date("2026-11-21T12:00:00.000Z");
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000 + extraMs).toISOString();
const file = () => ({ name: "cv.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-1.7 test") });

describeEachDatabase("purging handled inbox items", (getDb) => {
  it("deletes what was handled more than the retention period ago, with its files, and keeps everything else", async () => {
    const db = getDb();
    const expiredEnquiry = await insertEnquiry(db, { status: "handled", createdAt: daysAgo(90), handledAt: daysAgo(RETENTION_DAYS, -1), file: file() });
    const expiredBare = await insertEnquiry(db, { status: "handled", createdAt: daysAgo(90), handledAt: daysAgo(60) });
    const justInside = await insertEnquiry(db, { status: "handled", createdAt: daysAgo(90), handledAt: daysAgo(RETENTION_DAYS, 1), file: file() });
    const oldButNew = await insertEnquiry(db, { status: "new", createdAt: daysAgo(400), file: file() });
    const expiredApplication = await insertApplication(db, { status: "handled", createdAt: daysAgo(90), handledAt: daysAgo(45), file: file() });
    const recentApplication = await insertApplication(db, { status: "handled", createdAt: daysAgo(3), handledAt: daysAgo(2), file: file() });

    const counts = await purgeHandledSubmissions(db, { retentionDays: RETENTION_DAYS, now });
    expect(counts).toEqual({ enquiries: 2, applications: 1, attachments: 2 });

    const enquiryIds = (await db.selectFrom("enquiries").select("id").orderBy("id").execute()).map((row) => row.id);
    expect(enquiryIds).toEqual([justInside.id, oldButNew.id]);
    expect(enquiryIds).not.toContain(expiredEnquiry.id);
    expect(enquiryIds).not.toContain(expiredBare.id);
    const applicationIds = (await db.selectFrom("applications").select("id").execute()).map((row) => row.id);
    expect(applicationIds).toEqual([recentApplication.id]);
    expect(applicationIds).not.toContain(expiredApplication.id);
    const attachmentIds = (await db.selectFrom("attachments").select("id").orderBy("id").execute()).map((row) => row.id);
    expect(attachmentIds).toEqual([justInside.attachmentId, oldButNew.attachmentId, recentApplication.attachmentId]);

    const audit = await db.selectFrom("audit_log").select(["user_id", "action", "target", "created_at"]).execute();
    expect(audit).toEqual([{ user_id: null, action: "inbox.purge", target: "2 enquiries, 1 applications, 2 attachments", created_at: now.toISOString() }]);
  });

  it("finds nothing on a second run and leaves no audit entry for it", async () => {
    const db = getDb();
    expect(await purgeHandledSubmissions(db, { retentionDays: RETENTION_DAYS, now })).toEqual({ enquiries: 0, applications: 0, attachments: 0 });
    expect(await db.selectFrom("audit_log").select("id").execute()).toHaveLength(1);
  });

  it("takes the next items as the clock moves on", async () => {
    const db = getDb();
    const later = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
    expect(await purgeHandledSubmissions(db, { retentionDays: RETENTION_DAYS, now: later })).toEqual({ enquiries: 1, applications: 0, attachments: 1 });
  });
});

describeEachDatabase("purging when a step fails", (getDb) => {
  it("deletes nothing at all: the purge is one transaction", async () => {
    const db = getDb();
    await insertEnquiry(db, { status: "handled", createdAt: daysAgo(90), handledAt: daysAgo(60), file: file() });
    // The audit entry is the last write; without its table it fails after the deletes ran.
    await db.schema.dropTable("audit_log").execute();
    await expect(purgeHandledSubmissions(db, { retentionDays: RETENTION_DAYS, now })).rejects.toThrow();
    expect(await db.selectFrom("enquiries").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("attachments").select("id").execute()).toHaveLength(1);
  });
});
