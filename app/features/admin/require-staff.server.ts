import { redirect, type AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";
import { readSessionToken } from "./session-cookie.server.ts";
import { getSession, type StaffSession } from "./sessions.server.ts";

export const SIGN_IN_PATH = "/admin/sign-in";

// A path inside the staff console in printable ASCII only: no control characters (a header
// injection, or a Location header that fails after the session was made), no backslash (which
// browsers read as a slash), nothing over 2 KB.
const STAFF_PATH = /^\/admin(?:[/?#][!-[\]-~]{0,2040})?$/;

/** Where to return after signing in: only a path inside the staff console (no open redirect). */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || !STAFF_PATH.test(value) || value.startsWith(SIGN_IN_PATH)) return "/admin";
  return value;
}

/** The signed-in staff member's session, or a redirect to the sign-in page that comes back here. */
export async function requireStaff(request: Request, context: Pick<AppLoadContext, "db">): Promise<StaffSession> {
  const token = readSessionToken(request);
  const session = token ? await getSession(context.db, token) : null;
  if (session) return session;
  const url = new URL(request.url);
  // Posts return to the page rather than to the action URL.
  const next = request.method === "GET" ? safeNextPath(url.pathname + url.search) : "/admin";
  throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
