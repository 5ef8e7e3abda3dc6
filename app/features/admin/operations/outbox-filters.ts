import { OUTBOX_STATUSES, type OutboxStatus } from "#app/db/schema.ts";
import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_SEARCH_MAX_LENGTH = 200;

export type OutboxFilters = {
  status: OutboxStatus | null;
  /** Part of the recipient's address or the subject, any letter case; empty for no search. */
  q: string;
};

/** `?status=queued|sent|failed&q=…` of the outbox page; anything unreadable means "no filter". */
export function readOutboxFilters(params: URLSearchParams): OutboxFilters {
  const status = params.get("status");
  return {
    status: (OUTBOX_STATUSES as readonly string[]).includes(status ?? "") ? (status as OutboxStatus) : null,
    q: (params.get("q") ?? "").trim().slice(0, OUTBOX_SEARCH_MAX_LENGTH),
  };
}

/** The outbox page's URL for these filters at this position (null: the first page), plus a notice to show. */
export function outboxPath(filters: Partial<OutboxFilters>, position: KeysetPosition | null = null, notice?: string): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  setKeysetPosition(params, position);
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
