import type { AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "./csrf.server.ts";
import { getDecoyHash, verifyPassword } from "./hash-password.server.ts";
import { safeNextPath } from "./require-staff.server.ts";
import { readSessionToken, sessionCookie } from "./session-cookie.server.ts";
import { createSession } from "./sessions.server.ts";
import { SIGN_IN_FAILED_MESSAGE, signInSchema, type SignInErrors } from "./sign-in-schema.ts";
import { findActiveStaffUserByEmail } from "./staff-users.server.ts";

export type SignInOutcome =
  | { ok: true; redirectTo: string; headers: Headers }
  | { ok: false; status: number; errors: SignInErrors; email: string; headers: Headers };

function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export async function signInStaff(request: Request, context: AppLoadContext): Promise<SignInOutcome> {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  const form = await request.formData();
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim() : "";
  const fail = (status: number, errors: SignInErrors) => ({ ok: false as const, status, errors, email, headers });

  if (!isSameOrigin(request)) return fail(403, { form: FOREIGN_ORIGIN_MESSAGE });

  const parsed = signInSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) {
    const errors: SignInErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as "email" | "password"] ??= issue.message;
    return fail(400, errors);
  }

  // Only failed attempts spend the budgets, so staff signing in often are never locked out. Per
  // address stops spraying many accounts; per account stops a slow guess from many addresses.
  const budgets = [
    ["admin-sign-in-address", context.clientAddress],
    ["admin-sign-in-account", parsed.data.email.toLowerCase()],
  ] as const;
  for (const [rule, key] of budgets) {
    const verdict = await context.rateLimits.check(rule, key);
    if (!verdict.allowed) {
      headers.set("Retry-After", String(verdict.retryAfterSeconds));
      return fail(429, { form: tooManyMessage(verdict.retryAfterSeconds) });
    }
  }

  const user = await findActiveStaffUserByEmail(context.db, parsed.data.email);
  // An unknown email still pays for one hash, so response time does not reveal which emails exist.
  const passwordMatches = await verifyPassword(parsed.data.password, user?.password_hash ?? (await getDecoyHash()));
  if (!user || !passwordMatches) {
    for (const [rule, key] of budgets) await context.rateLimits.consume(rule, key);
    return fail(401, { form: SIGN_IN_FAILED_MESSAGE });
  }

  const { token } = await createSession(context.db, user.id, { previousToken: readSessionToken(request) });
  headers.append("Set-Cookie", sessionCookie(token));
  return { ok: true, redirectTo: safeNextPath(new URL(request.url).searchParams.get("next") ?? form.get("next")), headers };
}
