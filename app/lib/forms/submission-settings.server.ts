import { parseEnv } from "#app/config/env.server.ts";

/*
 * The settings the form routes read per request. The server validated the environment at start
 * (a bad value stops it there), so reading it again here cannot fail in a running server; it is
 * read per request rather than captured once so tests can vary it.
 */
export function getSubmissionSettings() {
  const env = parseEnv();
  return {
    maxAttachmentBytes: env.ATTACHMENT_MAX_BYTES,
    maxCvBytes: env.CV_MAX_BYTES,
    /** Where staff notifications go instead of the company's addresses in the settings, if set. */
    notifyTo: env.NOTIFY_TO ?? null,
  };
}

/** Text fields a form may carry besides the file: the visible ones, hidden ones, honeypot and captcha. */
export const FORM_FIELD_LIMITS = { maxFields: 12, maxFieldBytes: 32 * 1024 } as const;
