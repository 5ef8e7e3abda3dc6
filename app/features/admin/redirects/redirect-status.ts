import { REDIRECT_STATUSES, type RedirectStatus } from "#app/db/schema.ts";
import type { Normalized } from "./normalize-redirect.ts";

export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 301;

/** How the form and the list name each status. */
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "301 Permanent",
  302: "302 Temporary",
};

/** A status from a form or a file: 301, 302, or empty for 301. */
export function readRedirectStatus(value: string): Normalized<RedirectStatus> {
  const text = value.trim();
  if (text === "") return { ok: true, value: DEFAULT_REDIRECT_STATUS };
  const status = REDIRECT_STATUSES.find((candidate) => String(candidate) === text);
  return status ? { ok: true, value: status } : { ok: false, message: "The status must be 301 (permanent) or 302 (temporary)." };
}
