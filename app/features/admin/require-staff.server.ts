import { redirect, type AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";
import { readSessionToken } from "./session-cookie.server.ts";
import { getSession, type StaffSession } from "./sessions.server.ts";
import { findPolicyPattern, mayUse, ROLE_REFUSED_MESSAGE } from "./staff-policy.ts";
import { isTwoFactorRequired, OPEN_WITHOUT_SECOND_FACTOR, TWO_FACTOR_SETUP_PATH } from "./two-factor-requirement.server.ts";

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

/**
 * The signed-in staff member's session, or a redirect to the sign-in page that comes back here.
 * Checks no role: for the console's layout, which frames every page (a refused page is explained
 * inside it) and shows each role its own navigation. Loaders and actions use `requireStaff`.
 */
export async function requireStaffSession(request: Request, context: Pick<AppLoadContext, "db">): Promise<StaffSession> {
  const token = readSessionToken(request);
  const session = token ? await getSession(context.db, token) : null;
  if (session) {
    await requireSecondFactorWhenRequired(request, context, session);
    return session;
  }
  const url = new URL(request.url);
  // Posts return to the page rather than to the action URL.
  const next = request.method === "GET" ? safeNextPath(url.pathname + url.search) : "/admin";
  throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * While admins require two-factor, a session that signed in with a password alone reaches only the
 * two-factor setup and signing out (ADR 023). The setting is read only for such sessions.
 */
async function requireSecondFactorWhenRequired(request: Request, context: Pick<AppLoadContext, "db">, session: StaffSession): Promise<void> {
  if (session.secondFactor !== null) return;
  const pattern = findPolicyPattern(requestedPagePath(request));
  if (pattern !== null && OPEN_WITHOUT_SECOND_FACTOR.includes(pattern)) return;
  if (await isTwoFactorRequired(context.db)) throw redirect(TWO_FACTOR_SETUP_PATH, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

/** The 403 for a signed-in staff member whose role does not cover what they asked for. */
export function roleRefusal(): Response {
  return new Response(ROLE_REFUSED_MESSAGE, { status: 403, headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The page a request is for. Client-side navigations fetch `/admin/jobs.data` (and `/admin/_.data`
 * for `/admin/`), and with `v8_passThroughRequests` loaders and actions see that URL unchanged:
 * the suffix comes off as React Router takes it off (v8_trailingSlashAwareDataRequests).
 */
export function requestedPagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The signed-in staff member's session when their role may use the requested path (the policy
 * table, staff-policy.ts); otherwise a 403, or the sign-in redirect without a session. Every staff
 * loader and action starts with it, so the check runs on the server for each of them, whatever
 * the page's links show.
 */
export async function requireStaff(request: Request, context: Pick<AppLoadContext, "db">): Promise<StaffSession> {
  const session = await requireStaffSession(request, context);
  if (!mayUse(session.role, requestedPagePath(request))) throw roleRefusal();
  return session;
}
