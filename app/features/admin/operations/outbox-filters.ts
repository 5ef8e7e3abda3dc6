import { OUTBOX_STATUSES, type OutboxStatus } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";

export const OUTBOX_PAGE_SIZE = 25;

export type OutboxFilters = { status: OutboxStatus | null; page: number };

/** `?status=queued|sent|failed&page=N` of the outbox page; anything unreadable means "no filter". */
export function readOutboxFilters(params: URLSearchParams): OutboxFilters {
  const status = params.get("status");
  return {
    status: (OUTBOX_STATUSES as readonly string[]).includes(status ?? "") ? (status as OutboxStatus) : null,
    page: parseRecordId(params.get("page")) ?? 1,
  };
}

/** The outbox page's URL for these filters, plus a notice to show. */
export function outboxPath(filters: Partial<OutboxFilters>, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `/admin/outbox?${query}` : "/admin/outbox";
}

/** What the outbox page confirms after a retry, keyed by the `?notice=` the action redirects with. */
export const OUTBOX_NOTICES = {
  queued: "Mail queued. The sender picks it up on its next round, within seconds.",
  unchanged: "Nothing to do: that mail was sent or is no longer waiting.",
} as const;

export function outboxNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(OUTBOX_NOTICES, value) ? OUTBOX_NOTICES[value as keyof typeof OUTBOX_NOTICES] : null;
}
