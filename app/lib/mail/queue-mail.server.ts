import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type OutgoingMail = {
  /** What the mail is about, e.g. 'enquiry-notification'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
};

/**
 * Puts mails in the outbox. Call it inside the transaction that stores what the mails are about:
 * a committed row is a mail the outbox sender will deliver, with retries, even if this process
 * dies the next moment; a rolled-back one was never promised.
 */
export async function queueMail(trx: Kysely<Database>, mails: readonly OutgoingMail[], now: string): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(mails.map((mail) => ({ kind: mail.kind, to_address: mail.to, subject: mail.subject, body_text: mail.text, next_attempt_at: now, created_at: now })))
    .execute();
}
