import { afterAll, beforeAll, expect, it } from "vitest";
import type { NewOutboxMessage } from "#app/db/schema.ts";
import { BAD_CSRF_MESSAGE } from "#app/features/admin/csrf.server.ts";
import { OUTBOX_NOTICES } from "#app/features/admin/operations/outbox-filters.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

const staff = { email: "ops@kairav.example", password: "a long enough secret" };
const VISITOR_MESSAGE = "Please call me back on +91 98200 12345 about the Thor pilot.";

/** The text of each table row, tags removed. */
function tableRows(html: string): string[] {
  return (html.match(/<tr\b[\s\S]*?<\/tr>/g) ?? []).map((row) => row.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
}

function unescape(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

describeEachDatabase("staff operations pages over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let staffId: number;
  let origin: string;

  beforeAll(async () => {
    staffId = (await createStaffUser(getDb(), staff)).id;
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
    ({ cookie, csrf } = await signInStaff(server, staff));
  });
  afterAll(async () => {
    await server?.close();
  });

  function get(path: string) {
    return fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
  }

  function post(path: string, fields: Record<string, string>) {
    return fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  async function insertMail(values: Partial<NewOutboxMessage>): Promise<number> {
    const at = new Date(Date.now() - 60 * 60_000).toISOString();
    const row = await getDb()
      .insertInto("outbox")
      .values({ kind: "enquiry-notification", to_address: "sales@kairav.example", subject: "New enquiry", body_text: VISITOR_MESSAGE, next_attempt_at: at, created_at: at, ...values })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("lists failed mails with their attempts and error, the message text folded away", async () => {
    await insertMail({ subject: "Enquiry from Meera (failed)", status: "failed", attempts: 8, last_error: `550 5.1.1 mailbox unavailable ${"x".repeat(400)}` });
    await insertMail({ subject: "Enquiry from Ravi (sent)", status: "sent", attempts: 1, sent_at: new Date().toISOString() });

    const response = await get("/admin/outbox?status=failed");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Outbox<\/h1>/);
    const row = tableRows(html).find((text) => text.includes("Enquiry from Meera (failed)"));
    expect(row).toMatch(/sales@kairav\.example Failed 8 attempts Created .* Not sent 550 5\.1\.1 mailbox unavailable x+… Retry/);
    // The stored error is 400+ characters; the page shows the start of it.
    expect(row!.length).toBeLessThan(500);
    expect(tableRows(html).some((text) => text.includes("Enquiry from Ravi (sent)"))).toBe(false);
    // On screen, the visitor's words are only inside closed disclosures.
    const outsideDisclosures = html.replace(/<details\b[\s\S]*?<\/details>|<script\b[\s\S]*?<\/script>/g, "");
    expect(unescape(html)).toContain(VISITOR_MESSAGE);
    expect(unescape(outsideDisclosures)).not.toContain(VISITOR_MESSAGE);
    expect(html).not.toMatch(/<details[^>]*\bopen\b/);
  });

  it("retries a failed mail: the row is queued due now, attempts kept, and the audit log says who", async () => {
    const id = await insertMail({ subject: "Enquiry to retry", status: "failed", attempts: 8, last_error: "421 try later" });
    const before = Date.now();
    const response = await post("/admin/outbox?status=failed", { csrf, intent: "retry", mailId: String(id) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/outbox?status=failed&notice=queued");

    const mail = await getDb().selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: "queued", attempts: 8, last_error: "421 try later" });
    expect(Date.parse(mail.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(mail.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const audit = await getDb().selectFrom("audit_log").selectAll().where("target", "=", `outbox:${id}`).execute();
    expect(audit).toMatchObject([{ user_id: staffId, action: "outbox.retry" }]);

    const page = await (await get("/admin/outbox?status=failed&notice=queued")).text();
    expect(page).toMatch(new RegExp(`role="status"[^>]*>[\\s\\S]*?${OUTBOX_NOTICES.queued}`));
  });

  it("does nothing to a sent mail, answers 404 for an unknown one and 403 without the CSRF token", async () => {
    const sent = await insertMail({ subject: "Already sent", status: "sent", attempts: 1, sent_at: new Date().toISOString() });
    const again = await post("/admin/outbox", { csrf, intent: "retry", mailId: String(sent) });
    expect(again.headers.get("location")).toBe("/admin/outbox?notice=unchanged");
    expect((await getDb().selectFrom("outbox").select("status").where("id", "=", sent).executeTakeFirstOrThrow()).status).toBe("sent");

    expect((await post("/admin/outbox", { csrf, intent: "retry", mailId: "2000000000" })).status).toBe(404);
    expect((await post("/admin/outbox", { csrf, intent: "retry", mailId: "abc" })).status).toBe(404);
    expect((await post("/admin/outbox", { csrf, intent: "delete", mailId: String(sent) })).status).toBe(400);
    const forged = await post("/admin/outbox", { intent: "retry", mailId: String(sent) });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(BAD_CSRF_MESSAGE);
    expect(await getDb().selectFrom("audit_log").select("id").where("target", "=", `outbox:${sent}`).execute()).toEqual([]);
  });

  it("lists the sign-in in the audit log, newest first, with the staff member's name and email", async () => {
    const response = await get("/admin/audit");
    expect(response.status).toBe(200);
    const rows = tableRows(await response.text());
    const signIn = rows.find((text) => text.includes("Signed in"));
    expect(signIn).toMatch(new RegExp(`UTC ops ${staff.email.replaceAll(".", "\\.")} Signed in staff_user:${staffId}$`));
    // The retry came after the sign-in, so it is listed above it.
    expect(rows.findIndex((text) => text.includes("Retried a mail"))).toBeLessThan(rows.indexOf(signIn!));
  });

  it("filters by action and by staff member, and names the system and deleted users", async () => {
    await recordAudit(getDb(), { userId: null, action: "inbox.purge", target: "3 items" });
    await recordAudit(getDb(), { userId: 987_654, action: "post.delete", target: "post:41" });

    const retries = tableRows(await (await get("/admin/audit?action=outbox.retry")).text()).slice(1);
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.every((text) => text.includes("Retried a mail"))).toBe(true);

    const system = tableRows(await (await get("/admin/audit?user=system")).text()).slice(1);
    expect(system).toEqual([expect.stringMatching(/UTC System Deleted handled inbox items \(retention\) 3 items$/)]);

    const all = tableRows(await (await get("/admin/audit")).text());
    expect(all.find((text) => text.includes("post:41"))).toMatch(/Deleted user #987654 Deleted a post post:41$/);

    const mine = tableRows(await (await get(`/admin/audit?user=${staffId}`)).text()).slice(1);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((text) => text.includes(staff.email))).toBe(true);
  });

  it("records signing out", async () => {
    const response = await post("/admin/sign-out", { csrf });
    expect(response.status).toBe(303);
    const entries = await getDb().selectFrom("audit_log").select(["user_id", "action", "target"]).where("action", "=", "staff.sign-out").execute();
    expect(entries).toEqual([{ user_id: staffId, action: "staff.sign-out", target: `staff_user:${staffId}` }]);
  });
});
