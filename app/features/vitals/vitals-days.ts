/*
 * Rollups are per UTC day, named YYYY-MM-DD. Timestamps are stored as ISO-8601 text in UTC
 * (toISOString), so a sample's day is the first ten characters of its time and text order is
 * time order, on both databases.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an ISO timestamp. */
export function dayOf(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** The first instant of a day, as stored timestamps are written. */
export function startOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The day `count` days after (or, negative, before) `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(startOfDay(day)) + count * DAY_MS).toISOString().slice(0, 10);
}
