import type { Kysely } from "kysely";
import type { Database, OutboxStatus } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";

export type RetryOutboxMailResult = "queued" | "unchanged" | "not-found";

/**
 * Whether staff may send a mail now: a failed one (the sender gave up), or a queued one waiting
 * for a later attempt. A sent mail never goes out twice; a queued one already due needs nothing.
 */
export function canRetryMail(mail: { status: OutboxStatus; nextAttemptAt: string }, now = new Date()): boolean {
  return mail.status === "failed" || (mail.status === "queued" && mail.nextAttemptAt > now.toISOString());
}

/**
 * Puts a mail back in the queue, due now. `attempts` keeps counting every delivery attempt ever
 * made, so the sender, which gives up once a mail has used its attempts, tries a failed mail once
 * more and marks it failed again if that fails too; `last_error` stays until the next attempt.
 * A queued mail due later is usually waiting out its backoff, but for the seconds of an SMTP
 * conversation a sender's claim also pushes the due time ahead: "send now" at that moment can
 * send it twice. The window is one conversation long and the worst case one duplicate mail.
 */
export async function retryOutboxMail(db: Kysely<Database>, id: number, userId: number, now = new Date()): Promise<RetryOutboxMailResult> {
  return db.transaction().execute(async (trx) => {
    const mail = await trx.selectFrom("outbox").select(["status", "next_attempt_at"]).where("id", "=", id).executeTakeFirst();
    if (!mail) return "not-found";
    if (!canRetryMail({ status: mail.status, nextAttemptAt: mail.next_attempt_at }, now)) return "unchanged";
    const updated = await trx
      .updateTable("outbox")
      .set({ status: "queued", next_attempt_at: now.toISOString() })
      .where("id", "=", id)
      // Only if nothing changed it meanwhile (the sender marking it sent, say).
      .where("status", "=", mail.status)
      .where("next_attempt_at", "=", mail.next_attempt_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "unchanged";
    await recordAudit(trx, { userId, action: "outbox.retry", target: `outbox:${id}` }, now);
    return "queued";
  });
}
