import { expect, it } from "vitest";
import type { NewOutboxMessage } from "#app/db/schema.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { createOutboxSender, type MailTransport } from "#app/lib/mail/outbox-sender.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { canRetryMail, retryOutboxMail } from "./retry-outbox-mail.server.ts";

const now = new Date("2026-11-21T10:00:00.000Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000).toISOString();

describeEachDatabase("retrying an outbox mail", (getDb) => {
  let userId: number;

  async function insertMail(values: Partial<NewOutboxMessage>): Promise<number> {
    const row = await getDb()
      .insertInto("outbox")
      .values({ kind: "enquiry-notification", to_address: "sales@kairav.example", subject: "New enquiry", body_text: "Hello", next_attempt_at: minutes(-60), created_at: minutes(-60), ...values })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const mail = (id: number) => getDb().selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const auditFor = (id: number) => getDb().selectFrom("audit_log").selectAll().where("target", "=", `outbox:${id}`).execute();

  it("queues a failed mail due now, keeps its attempts and last error, and logs who did it", async () => {
    userId = (await createStaffUser(getDb(), { email: "ops@kairav.example", password: "a long enough secret" })).id;
    const id = await insertMail({ status: "failed", attempts: 8, last_error: "550 mailbox unavailable", next_attempt_at: minutes(-30) });
    expect(await retryOutboxMail(getDb(), id, userId, now)).toBe("queued");
    expect(await mail(id)).toMatchObject({ status: "queued", attempts: 8, next_attempt_at: now.toISOString(), last_error: "550 mailbox unavailable", sent_at: null });
    expect(await auditFor(id)).toMatchObject([{ user_id: userId, action: "outbox.retry", created_at: now.toISOString() }]);
  });

  it("sends a queued mail that waits for a later attempt now", async () => {
    const id = await insertMail({ status: "queued", attempts: 2, last_error: "connection timed out", next_attempt_at: minutes(20) });
    expect(await retryOutboxMail(getDb(), id, userId, now)).toBe("queued");
    expect(await mail(id)).toMatchObject({ status: "queued", attempts: 2, next_attempt_at: now.toISOString() });
    expect(await auditFor(id)).toHaveLength(1);
  });

  it("leaves sent mails and mails already due alone, and logs nothing", async () => {
    const sent = await insertMail({ status: "sent", attempts: 1, sent_at: minutes(-59) });
    const due = await insertMail({ status: "queued", attempts: 0, next_attempt_at: minutes(-1) });
    expect(await retryOutboxMail(getDb(), sent, userId, now)).toBe("unchanged");
    expect(await retryOutboxMail(getDb(), due, userId, now)).toBe("unchanged");
    expect((await mail(sent)).status).toBe("sent");
    expect((await mail(due)).next_attempt_at).toBe(minutes(-1));
    expect([...(await auditFor(sent)), ...(await auditFor(due))]).toEqual([]);
    expect(await retryOutboxMail(getDb(), 2_000_000_000, userId, now)).toBe("not-found");
  });

  it("offers the button for failed mails and queued mails due later only", () => {
    expect(canRetryMail({ status: "failed", nextAttemptAt: minutes(-1) }, now)).toBe(true);
    expect(canRetryMail({ status: "queued", nextAttemptAt: minutes(5) }, now)).toBe(true);
    expect(canRetryMail({ status: "queued", nextAttemptAt: now.toISOString() }, now)).toBe(false);
    expect(canRetryMail({ status: "sent", nextAttemptAt: minutes(5) }, now)).toBe(false);
  });

  it("gives a retried failed mail one more attempt: sent if it works, failed again if not", async () => {
    const works = await insertMail({ status: "failed", attempts: 8, last_error: "timeout" });
    const failsAgain = await insertMail({ status: "failed", attempts: 8, last_error: "timeout", to_address: "bounce@kairav.example" });
    const clock = () => now;
    for (const id of [works, failsAgain]) expect(await retryOutboxMail(getDb(), id, userId, now)).toBe("queued");
    // Only the two retried mails are due; the others above are sent, due later or already claimed.
    await getDb().updateTable("outbox").set({ next_attempt_at: minutes(600) }).where("id", "not in", [works, failsAgain]).where("status", "=", "queued").execute();

    const delivered: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        if (message.to.startsWith("bounce")) throw new Error("550 mailbox unavailable");
        delivered.push(message.to);
      },
    };
    const totals = await createOutboxSender({ db: getDb(), transport, from: "site@kairav.example", now: clock }).sendDue();
    expect(totals).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect(delivered).toEqual(["sales@kairav.example"]);
    expect(await mail(works)).toMatchObject({ status: "sent", attempts: 9, last_error: null });
    expect(await mail(failsAgain)).toMatchObject({ status: "failed", attempts: 9, last_error: "550 mailbox unavailable" });
  });
});
