import { OUTBOX_STATUSES, type OutboxStatus } from "#app/db/schema.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { LIST_SEARCH_MAX_LENGTH, readStatusSearchFilters, statusSearchListPath, type StatusSearchFilters } from "#app/features/admin/status-search-filters.ts";

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_SEARCH_MAX_LENGTH = LIST_SEARCH_MAX_LENGTH;

/** Queued, sent or failed mail (null: all), and part of the recipient's address or the subject. */
export type OutboxFilters = StatusSearchFilters<OutboxStatus>;

/** `?status=queued|sent|failed&q=…` of the outbox page; anything unreadable means "no filter". */
export function readOutboxFilters(params: URLSearchParams): OutboxFilters {
  return readStatusSearchFilters(params, OUTBOX_STATUSES);
}

/** The outbox page's URL for these filters at this position (null: the first page), plus a notice to show. */
export function outboxPath(filters: Partial<OutboxFilters>, position: KeysetPosition | null = null, notice?: string): string {
  return statusSearchListPath("/admin/outbox", filters, position, notice);
}

/** What the outbox page confirms after a retry, keyed by the `?notice=` the action redirects with. */
export const OUTBOX_NOTICES = {
  queued: "Mail queued. The sender picks it up on its next round, within seconds.",
  unchanged: "Nothing to do: that mail was sent or is no longer waiting.",
} as const;

export function outboxNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(OUTBOX_NOTICES, value) ? OUTBOX_NOTICES[value as keyof typeof OUTBOX_NOTICES] : null;
}
