import type { Kysely } from "kysely";
import type { Database, OutboxStatus } from "#app/db/schema.ts";
import { textContains } from "#app/db/text-contains.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import { hideAccountLinks } from "#app/features/admin/account/hide-account-links.ts";
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

function filteredOutbox(db: Kysely<Database>, filters: OutboxFilters) {
  let query = db.selectFrom("outbox");
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.q) query = query.where(textContains(["to_address", "subject"], filters.q));
  return query;
}

/** The query of one page of the outbox, newest first; exported so the query-plan test checks the SQL the page runs. */
export function outboxPageQuery(db: Kysely<Database>, filters: OutboxFilters, position: KeysetPosition | null) {
  const query = filteredOutbox(db, filters).select([
    "id",
    "kind",
    "to_address",
    "subject",
    "body_text",
    "status",
    "attempts",
    "next_attempt_at",
    "last_error",
    "created_at",
    "sent_at",
  ]);
  return pageByKeyset(query, { key: "created_at", id: "id" }, position, OUTBOX_PAGE_SIZE);
}

/** One page of the outbox, newest first, with how many mails there are of each status (all of them: the search does not count). */
export async function listOutbox(db: Kysely<Database>, filters: OutboxFilters, position: KeysetPosition | null = null) {
  const [page, countRows] = await Promise.all([
    readKeysetPage((at) => outboxPageQuery(db, filters, at).execute(), position, OUTBOX_PAGE_SIZE, (row) => ({ key: row.created_at, id: row.id })),
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
  const items: OutboxListItem[] = page.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    bodyText: hideAccountLinks(row.body_text),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
  return { items, counts, newer: page.newer, older: page.older };
}
