import type { AppLoadContext } from "react-router";
import { PASSWORD_BUSY_MESSAGE } from "#app/features/admin/account/set-password-from-link.server.ts";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "#app/features/admin/account/change-password.server.ts";
import { readTrustedDevice } from "#app/features/admin/device-cookie.server.ts";
import { verifyPassword } from "#app/features/admin/hash-password.server.ts";
import { PASSWORD_BUSY_RETRY_AFTER_SECONDS, passwordHashSlots } from "#app/features/admin/password-hash-slots.server.ts";
import { MAX_PASSWORD_LENGTH } from "#app/features/admin/password-rules.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { takeSignInAttempt } from "#app/features/admin/sign-in-throttle.server.ts";
import { PASSKEY_PASSWORD_REQUIRED_MESSAGE } from "./passkey-messages.ts";
import { tooManyPasskeyAttemptsMessage } from "./passkey-throttle-message.ts";

export type ConfirmPasswordOutcome = { ok: true } | { ok: false; status: number; errors: { currentPassword?: string; form?: string }; retryAfterSeconds?: number };

/**
 * Checks the signed-in person's current password before a passkey is added: a passkey signs in
 * for good and counts as two factors, so a borrowed or stolen session alone must not be able to
 * add one. Guessing here is no faster than on the sign-in page: each check takes from the
 * sign-in budgets of the account (or this browser) and one of the shared hashing slots (ADR 011).
 */
export async function confirmOwnPassword(request: Request, context: Pick<AppLoadContext, "db" | "rateLimits" | "clientAddress">, session: StaffSession, password: unknown): Promise<ConfirmPasswordOutcome> {
  if (typeof password !== "string" || password.length === 0) return { ok: false, status: 400, errors: { currentPassword: PASSKEY_PASSWORD_REQUIRED_MESSAGE } };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, status: 400, errors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } };
  const attempt = await takeSignInAttempt(context.rateLimits, { address: context.clientAddress, account: session.email, deviceId: readTrustedDevice(request, session.email) });
  if (!attempt.allowed) return { ok: false, status: 429, errors: { form: tooManyPasskeyAttemptsMessage(attempt.retryAfterSeconds) }, retryAfterSeconds: attempt.retryAfterSeconds };
  const release = passwordHashSlots.tryAcquire();
  if (!release) {
    await attempt.refund();
    return { ok: false, status: 503, errors: { form: PASSWORD_BUSY_MESSAGE }, retryAfterSeconds: PASSWORD_BUSY_RETRY_AFTER_SECONDS };
  }
  let matches = false;
  try {
    const stored = await context.db.selectFrom("staff_users").select("password_hash").where("id", "=", session.userId).executeTakeFirstOrThrow();
    matches = await verifyPassword(password, stored.password_hash);
  } finally {
    release();
  }
  // A wrong password keeps the point it took, as a failed sign-in does.
  if (!matches) return { ok: false, status: 400, errors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } };
  await attempt.refund();
  return { ok: true };
}
