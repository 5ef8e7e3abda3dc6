import type { AppLoadContext } from "react-router";
import { staffUserTarget } from "#app/features/admin/audit-targets.ts";
import { readTrustedDevice } from "#app/features/admin/device-cookie.server.ts";
import { verifyPassword } from "#app/features/admin/hash-password.server.ts";
import { PASSWORD_BUSY_RETRY_AFTER_SECONDS, passwordHashSlots } from "#app/features/admin/password-hash-slots.server.ts";
import { MAX_PASSWORD_LENGTH } from "#app/features/admin/password-rules.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { takeSignInAttempt } from "#app/features/admin/sign-in-throttle.server.ts";
import { countRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes.server.ts";
import { checkTotpCode, hasConfirmedTotp } from "./staff-totp.server.ts";
import {
  cleanCode,
  ENTER_CODE_MESSAGE,
  ENTER_PASSWORD_OR_CODE_MESSAGE,
  SECRET_UNREADABLE_MESSAGE,
  TOTP_CODE_PATTERN,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_OR_CODE_MESSAGE,
} from "./two-factor-messages.ts";

type Context = Pick<AppLoadContext, "db" | "rateLimits" | "clientAddress">;
export type TwoFactorFormOutcome = { ok: true; recoveryCodes?: string[] } | { ok: false; status: number; error: string; retryAfterSeconds?: number };

const BUSY_MESSAGE = "The server is busy checking passwords. Wait a few seconds and try again.";

function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many wrong tries. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** What the account page says about the person's second factor. */
export async function readTwoFactorSummary(db: Context["db"], userId: number) {
  const enabled = await hasConfirmedTotp(db, userId);
  return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodes(db, userId) : 0 };
}

/**
 * Confirms the app being enrolled with a code it shows now: the account then asks for a code at
 * every sign-in, gets ten recovery codes (returned to be shown once), and this session counts as
 * signed in with the app.
 */
export async function confirmTotpEnrolment(context: Context, request: Request, session: StaffSession, form: FormData, now = new Date()): Promise<TwoFactorFormOutcome> {
  const code = cleanCode(form.get("code"));
  if (!TOTP_CODE_PATTERN.test(code)) return { ok: false, status: 400, error: ENTER_CODE_MESSAGE };
  const attempt = await takeSignInAttempt(context.rateLimits, { address: context.clientAddress, account: session.email, deviceId: readTrustedDevice(request, session.email) });
  if (!attempt.allowed) return { ok: false, status: 429, error: tooManyMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds };
  const check = await checkTotpCode(context.db, session.userId, code, now, { pending: true });
  if (check === "not-enrolled") return { ok: false, status: 409, error: "Two-factor sign-in is already on, or the setup expired. Reload the page." };
  if (check !== "accepted") return { ok: false, status: 400, error: check === "unreadable" ? SECRET_UNREADABLE_MESSAGE : WRONG_CODE_MESSAGE };
  await attempt.refund();
  const recoveryCodes = await context.db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_totp").set({ confirmed_at: now.toISOString() }).where("user_id", "=", session.userId).execute();
    const codes = await replaceRecoveryCodes(trx, session.userId, now);
    await trx.updateTable("sessions").set({ second_factor: "totp" }).where("id", "=", session.id).execute();
    await recordAudit(trx, { userId: session.userId, action: "staff.two-factor-enable", target: staffUserTarget(session.userId) }, now);
    return codes;
  });
  return { ok: true, recoveryCodes };
}

/**
 * Whether the typed proof is the person's current password or a current code from their app. Either
 * takes from the sign-in budgets first, so a borrowed session guesses no faster than the sign-in page.
 */
async function provesOwnership(context: Context, request: Request, session: StaffSession, typed: string, now: Date): Promise<TwoFactorFormOutcome> {
  if (typed.length === 0) return { ok: false, status: 400, error: ENTER_PASSWORD_OR_CODE_MESSAGE };
  if (typed.length > MAX_PASSWORD_LENGTH) return { ok: false, status: 400, error: WRONG_PASSWORD_OR_CODE_MESSAGE };
  const attempt = await takeSignInAttempt(context.rateLimits, { address: context.clientAddress, account: session.email, deviceId: readTrustedDevice(request, session.email) });
  if (!attempt.allowed) return { ok: false, status: 429, error: tooManyMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds };
  const code = cleanCode(typed);
  let proven = TOTP_CODE_PATTERN.test(code) && (await checkTotpCode(context.db, session.userId, code, now)) === "accepted";
  if (!proven) {
    const release = passwordHashSlots.tryAcquire();
    if (!release) {
      await attempt.refund();
      return { ok: false, status: 503, error: BUSY_MESSAGE, retryAfterSeconds: PASSWORD_BUSY_RETRY_AFTER_SECONDS };
    }
    try {
      const stored = await context.db.selectFrom("staff_users").select("password_hash").where("id", "=", session.userId).executeTakeFirstOrThrow();
      proven = await verifyPassword(typed, stored.password_hash);
    } finally {
      release();
    }
  }
  if (!proven) return { ok: false, status: 400, error: WRONG_PASSWORD_OR_CODE_MESSAGE };
  await attempt.refund();
  return { ok: true };
}

/**
 * Turns the authenticator app off, with the current password or a code. The recovery codes go
 * with it, and the person's sessions that passed with the app or a code no longer count as
 * two-factor ones (a passkey's still do).
 */
export async function turnOffTwoFactor(context: Context, request: Request, session: StaffSession, form: FormData, now = new Date()): Promise<TwoFactorFormOutcome> {
  const typed = typeof form.get("proof") === "string" ? String(form.get("proof")) : "";
  const proof = await provesOwnership(context, request, session, typed, now);
  if (!proof.ok) return proof;
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_totp").where("user_id", "=", session.userId).execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", session.userId).execute();
    await trx.updateTable("sessions").set({ second_factor: null }).where("user_id", "=", session.userId).where("second_factor", "in", ["totp", "recovery-code"]).execute();
    await recordAudit(trx, { userId: session.userId, action: "staff.two-factor-disable", target: staffUserTarget(session.userId) }, now);
  });
  return { ok: true };
}

/** A new set of ten recovery codes (returned to be shown once); the old set stops working. */
export async function regenerateRecoveryCodes(context: Context, session: StaffSession, now = new Date()): Promise<TwoFactorFormOutcome> {
  if (!(await hasConfirmedTotp(context.db, session.userId))) return { ok: false, status: 409, error: "Turn on two-factor sign-in first." };
  const recoveryCodes = await context.db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, session.userId, now);
    await recordAudit(trx, { userId: session.userId, action: "staff.recovery-codes-regenerate", target: staffUserTarget(session.userId) }, now);
    return codes;
  });
  return { ok: true, recoveryCodes };
}
