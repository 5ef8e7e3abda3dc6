import type { Kysely } from "kysely";
import type { Database, OutboxStatus } from "#app/db/schema.ts";
import { OUTBOX_PAGE_SIZE, type OutboxFilters } from "./outbox-filters.ts";

export type OutboxListItem = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  /** Shown only on request: mails quote visitors' messages. */
  bodyText: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type OutboxCounts = Record<OutboxStatus | "all", number>;

/** One page of the outbox, newest first, with how many mails there are of each status. */
export async function listOutbox(db: Kysely<Database>, filters: OutboxFilters) {
  let query = db.selectFrom("outbox");
  if (filters.status) query = query.where("status", "=", filters.status);
  const [rows, countRows] = await Promise.all([
    query
      .select(["id", "kind", "to_address", "subject", "body_text", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(OUTBOX_PAGE_SIZE)
      .offset((filters.page - 1) * OUTBOX_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  const counts: OutboxCounts = { all: 0, queued: 0, sent: 0, failed: 0 };
  for (const row of countRows) {
    // PostgreSQL returns counts as strings.
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  const items: OutboxListItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    bodyText: row.body_text,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
  const total = counts[filters.status ?? "all"];
  return { items, counts, pageCount: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}
