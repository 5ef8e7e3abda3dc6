import type { AppLoadContext } from "react-router";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import { plainRefusalHeader } from "#app/lib/http/plain-refusal.ts";
import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "./csrf.server.ts";
import { getDecoyHash, verifyPassword } from "./hash-password.server.ts";
import { UNKNOWN_ACCOUNT_TARGET } from "./audit-targets.ts";
import { recordAudit } from "./record-audit.server.ts";
import { safeNextPath } from "./require-staff.server.ts";
import { readSessionToken, sessionCookie } from "./session-cookie.server.ts";
import { createSession, sessionOriginOf } from "./sessions.server.ts";
import { SIGN_IN_FAILED_MESSAGE, signInSchema, type SignInErrors } from "./sign-in-schema.ts";
import { findActiveStaffUserByEmail } from "./staff-users.server.ts";
import { deviceCookie, readTrustedDevice } from "./device-cookie.server.ts";
import { PASSWORD_BUSY_RETRY_AFTER_SECONDS, passwordHashSlots } from "./password-hash-slots.server.ts";
import { takeSignInAttempt } from "./sign-in-throttle.server.ts";
import { challengeCookie, createSignInChallenge, needsSecondStep, TWO_FACTOR_STEP_PATH } from "./sign-in-challenge.server.ts";

export type SignInOutcome =
  | { ok: true; redirectTo: string; headers: Headers }
  | { ok: false; status: number; errors: SignInErrors; email: string; headers: Headers; busyRetryAfterSeconds?: number };

/** Email, password and where to go next. */
const SIGN_IN_FORM_LIMITS = { maxFields: 6, maxFieldBytes: 4 * 1024 } as const;

const SIGN_IN_BUSY_MESSAGE = "Sign-in is busy right now. Wait a few seconds and try again.";

function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export async function signInStaff(request: Request, context: AppLoadContext): Promise<SignInOutcome> {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  // Anyone can post here, so the body is read within limits: a broken or huge one is a 4xx, not a 500.
  const read = await readFormFields(request, SIGN_IN_FORM_LIMITS);
  if (!read.ok) return { ok: false, status: read.status, errors: { form: read.message }, email: "", headers };
  const form = read.formData;
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim() : "";
  const fail = (status: number, errors: SignInErrors) => ({ ok: false as const, status, errors, email, headers });

  if (!isSameOrigin(request)) return fail(403, { form: FOREIGN_ORIGIN_MESSAGE });

  const parsed = signInSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) {
    const errors: SignInErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as "email" | "password"] ??= issue.message;
    return fail(400, errors);
  }

  // Checked before any work is done, so a bad `next` can never fail a sign-in that already made a session.
  const redirectTo = safeNextPath(new URL(request.url).searchParams.get("next") ?? form.get("next"));
  const account = parsed.data.email;
  const attempt = await takeSignInAttempt(context.rateLimits, {
    address: context.clientAddress,
    account,
    deviceId: readTrustedDevice(request, account),
  });
  if (!attempt.allowed) {
    const message = tooManyMessage(attempt.retryAfterSeconds);
    headers.set("Retry-After", String(attempt.retryAfterSeconds));
    headers.set(...plainRefusalHeader(message));
    return fail(429, { form: message });
  }

  const releaseSlot = passwordHashSlots.tryAcquire();
  if (!releaseSlot) {
    await attempt.refund();
    headers.set("Retry-After", String(PASSWORD_BUSY_RETRY_AFTER_SECONDS));
    headers.set(...plainRefusalHeader(SIGN_IN_BUSY_MESSAGE));
    return { ...fail(503, { form: SIGN_IN_BUSY_MESSAGE }), busyRetryAfterSeconds: PASSWORD_BUSY_RETRY_AFTER_SECONDS };
  }
  // The account is looked up only once a slot is held: a refused attempt costs no query.
  let user: Awaited<ReturnType<typeof findActiveStaffUserByEmail>>;
  let passwordMatches: boolean;
  try {
    user = await findActiveStaffUserByEmail(context.db, account);
    // An unknown email still pays for one hash, so response time does not reveal which emails exist.
    passwordMatches = await verifyPassword(parsed.data.password, user?.password_hash ?? (await getDecoyHash()));
  } finally {
    releaseSlot();
  }
  // A failed attempt keeps the points it took; a successful one gives them back. Every failure
  // that reached a password check is on record (the budgets bound how many there can be); one for
  // an address with no active account is recorded alike, naming no account.
  if (!user || !passwordMatches) {
    await recordAudit(context.db, { userId: user?.id ?? null, action: "staff.sign-in-failed", target: user ? `staff_user:${user.id}` : UNKNOWN_ACCOUNT_TARGET });
    return fail(401, { form: SIGN_IN_FAILED_MESSAGE });
  }
  await attempt.refund();

  // An account with an authenticator app has no session yet: the browser gets a short-lived
  // challenge and the page that asks for the code (ADR 023). Only a right password reaches this,
  // so its extra query says nothing about which accounts exist.
  if (await needsSecondStep(context.db, user.id)) {
    headers.append("Set-Cookie", challengeCookie(request, await createSignInChallenge(context.db, user.id, redirectTo)));
    return { ok: true, redirectTo: TWO_FACTOR_STEP_PATH, headers };
  }

  const { token } = await createSession(context.db, user.id, { previousToken: readSessionToken(request), origin: sessionOriginOf(request, context.clientAddress) });
  await recordAudit(context.db, { userId: user.id, action: "staff.sign-in", target: `staff_user:${user.id}` });
  headers.append("Set-Cookie", sessionCookie(request, token));
  headers.append("Set-Cookie", deviceCookie(request, account));
  return { ok: true, redirectTo, headers };
}
