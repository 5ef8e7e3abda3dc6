import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database, OutboxMessage } from "#app/db/schema.ts";
import { redactAddresses } from "./redact-addresses.ts";

/*
 * Delivers the outbox. Each round claims the mails that are due by pushing their next attempt
 * a lease into the future (on PostgreSQL with FOR UPDATE SKIP LOCKED, so instances polling
 * together never claim the same row), sends them, and marks each one sent, or schedules a retry
 * with exponential backoff, or gives up after the last attempt. A process that dies mid-send
 * leaves its claimed rows to be picked up again when the lease runs out.
 */

export type MailTransport = {
  sendMail(mail: { from: string; to: string; subject: string; text: string; signal?: AbortSignal }): Promise<unknown>;
  close?(): void;
};

type Log = (details: Record<string, unknown>, message: string) => void;

export type OutboxSenderOptions = {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  logger?: { info: Log; warn: Log };
  /** How often to look for due mails. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed and left for staff to see. */
  maxAttempts?: number;
  /** First retry delay; each further retry waits twice as long, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed mail is reserved for the instance that claimed it. */
  leaseMs?: number;
  /** One SMTP conversation may take this long before it is abandoned and retried. */
  sendTimeoutMs?: number;
  now?: () => Date;
};

export type OutboxSender = {
  /** Starts polling; safe to call once. */
  start(): void;
  /** Stops polling, lets the mail being sent finish (aborting it after `graceMs`), then closes the transport. */
  stop(graceMs?: number): Promise<void>;
  /** One round: sends every mail that is due now. */
  sendDue(): Promise<{ sent: number; retried: number; failed: number }>;
};

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const leaseMs = Math.max(options.leaseMs ?? 5 * 60_000, sendTimeoutMs * 2);
  const now = options.now ?? (() => new Date());
  const isPostgres = getDatabaseDialect(db) === "postgres";

  /** Aborts a conversation still running at shutdown; that mail is then retried later. */
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function claim(): Promise<OutboxMessage[]> {
    const at = now();
    const leaseUntil = new Date(at.getTime() + leaseMs).toISOString();
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "queued")
        .where("next_attempt_at", "<=", at.toISOString())
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(batchSize);
      // SQLite has one writer at a time, so its claim is atomic without row locks.
      if (isPostgres) due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      return trx
        .updateTable("outbox")
        .set({ next_attempt_at: leaseUntil, attempts: sql<number>`attempts + 1` })
        .where("id", "in", ids)
        .returningAll()
        .execute();
    });
  }

  function retryDelay(attempts: number): number {
    const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
    // ±20 % so that mails which failed together do not all retry in the same instant.
    return Math.round(delay * (0.8 + Math.random() * 0.4));
  }

  async function deliver(message: OutboxMessage): Promise<"sent" | "retried" | "failed"> {
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to_address,
        subject: message.subject,
        text: message.body_text,
        signal: AbortSignal.any([AbortSignal.timeout(sendTimeoutMs), stopping.signal]),
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = message.attempts >= maxAttempts;
      await db
        .updateTable("outbox")
        .set(
          giveUp
            ? { status: "failed", last_error: reason }
            : { next_attempt_at: new Date(now().getTime() + retryDelay(message.attempts)).toISOString(), last_error: reason },
        )
        .where("id", "=", message.id)
        .where("status", "=", "queued")
        .execute();
      // Staff see the reason in full on the outbox page; the log gets it without addresses.
      options.logger?.warn({ outboxId: message.id, kind: message.kind, attempts: message.attempts, giveUp, reason: redactAddresses(reason) }, "mail not sent");
      return giveUp ? "failed" : "retried";
    }
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: now().toISOString(), last_error: null })
      .where("id", "=", message.id)
      .execute();
    options.logger?.info({ outboxId: message.id, kind: message.kind, attempts: message.attempts }, "mail sent");
    return "sent";
  }

  async function sendDue() {
    const totals = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const batch = await claim();
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          // Shutting down: hand the rest of the batch back at once instead of after the lease.
          const unsent = batch.slice(index).map((item) => item.id);
          await db.updateTable("outbox").set({ next_attempt_at: now().toISOString() }).where("id", "in", unsent).where("status", "=", "queued").execute();
          return totals;
        }
        totals[await deliver(message)] += 1;
      }
      if (batch.length < batchSize || stopped) return totals;
    }
  }

  function round() {
    timer = null;
    running = sendDue()
      .catch((error: unknown) => {
        options.logger?.warn({ reason: error instanceof Error ? error.message : String(error) }, "outbox round failed");
      })
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(round, pollIntervalMs).unref();
      });
  }

  let started = false;
  return {
    start() {
      if (started || stopped) return;
      started = true;
      // The first round runs at once: mails queued while the site was down go out on start.
      round();
    },
    async stop(graceMs = 5_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A mail in the middle of its SMTP conversation gets a moment to finish, then is abandoned.
      const abandon = setTimeout(() => stopping.abort(new Error("shutting down")), graceMs);
      await running;
      clearTimeout(abandon);
      transport.close?.();
    },
    sendDue,
  };
}
