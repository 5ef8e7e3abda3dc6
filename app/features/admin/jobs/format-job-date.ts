// Fixed locale and time zone: the server and the browser must print the same text.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** `2026-11-21` → `21 Nov 2026`. */
export function formatJobDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Today's date as the careers page compares it with valid_through (UTC). */
export function todayIsoDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
