/*
 * Staff read times in UTC, written out the same way on the server and in the browser: formatting
 * with the reader's locale or time zone would differ between the two and break hydration.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** `2026-11-21T10:05:00.000Z` → `21 Nov 2026`. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `2026-11-21T10:05:00.000Z` → `21 Nov 2026, 10:05 UTC`. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatDate(iso)}, ${time} UTC`;
}

/** When a handled item falls due for the retention purge. */
export function purgeDueAt(handledAt: string, retentionDays: number): string {
  return new Date(Date.parse(handledAt) + retentionDays * 24 * 60 * 60 * 1000).toISOString();
}
