import type { IsoDate } from "#app/db/schema.ts";

/**
 * The latest `published_on` visitors may see. A published post dated later is scheduled: it
 * stays off every list, count, page, feed and sitemap, and takes no comments, until its day
 * begins (UTC, like every date the site stores). Cached blog reads expire within a minute, so a
 * scheduled post appears shortly after midnight without any write.
 */
export function lastPublicDate(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}
