/**
 * Days a handled enquiry or application is kept before the hourly purge deletes it, unless
 * INBOX_RETENTION_DAYS says otherwise. The seeded privacy notice states this figure.
 */
export const DEFAULT_INBOX_RETENTION_DAYS = 180;
