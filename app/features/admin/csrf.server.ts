import { createHash, timingSafeEqual } from "node:crypto";
import { isSameOrigin } from "#app/lib/http/is-same-origin.server.ts";
import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";

export const CSRF_FIELD = "csrf";
export const FOREIGN_ORIGIN_MESSAGE = "This form was sent from another site, so it was refused. Open the staff console directly and try again.";
export const BAD_CSRF_MESSAGE = "This form has expired or was not sent from the staff console. Reload the page and try again.";

function forbidden(message: string): Response {
  return new Response(message, { status: 403, headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

// Public forms refuse foreign posts too, so the check lives in shared code.
export { isSameOrigin };

function sameSecret(sent: string, expected: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never throws and leaks no length.
  const a = createHash("sha256").update(sent).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Throws a 403 unless the post came from our own origin and carries this session's CSRF token. */
export function assertValidMutation(request: Request, form: FormData, session: { csrfToken: string }): void {
  if (!isSameOrigin(request)) throw forbidden(FOREIGN_ORIGIN_MESSAGE);
  const sent = form.get(CSRF_FIELD);
  if (typeof sent !== "string" || sent.length === 0 || !sameSecret(sent, session.csrfToken)) throw forbidden(BAD_CSRF_MESSAGE);
}
