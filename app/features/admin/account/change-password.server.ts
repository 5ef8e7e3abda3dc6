import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { staffUserTarget } from "#app/features/admin/audit-targets.ts";
import { readTrustedDevice } from "#app/features/admin/device-cookie.server.ts";
import { fieldErrors } from "#app/features/admin/field-errors.ts";
import { hashPassword, verifyPassword } from "#app/features/admin/hash-password.server.ts";
import { newPasswordFieldsSchema } from "#app/features/admin/new-password-schema.server.ts";
import { PASSWORD_BUSY_RETRY_AFTER_SECONDS, passwordHashSlots } from "#app/features/admin/password-hash-slots.server.ts";
import { MAX_PASSWORD_LENGTH } from "#app/features/admin/password-rules.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { endUserSessions, type StaffSession } from "#app/features/admin/sessions.server.ts";
import { takeSignInAttempt } from "#app/features/admin/sign-in-throttle.server.ts";
import type { NewPasswordErrors } from "./new-password-fields.tsx";
import { PASSWORD_BUSY_MESSAGE } from "./set-password-from-link.server.ts";

export type ChangePasswordErrors = NewPasswordErrors & { currentPassword?: string; form?: string };
export type ChangePasswordOutcome = { ok: true; endedSessions: number } | { ok: false; status: number; errors: ChangePasswordErrors; retryAfterSeconds?: number };

export const WRONG_CURRENT_PASSWORD_MESSAGE = "That is not your current password";
export const SAME_PASSWORD_MESSAGE = "The new password is your current one: choose another";

const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, "Enter your current password").max(MAX_PASSWORD_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE) })
  .and(newPasswordFieldsSchema)
  .refine((fields) => fields.currentPassword !== fields.newPassword, { path: ["newPassword"], message: SAME_PASSWORD_MESSAGE });

function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many wrong passwords. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * Changes the signed-in person's password when they give the current one. Whoever holds a session
 * but not the password (a borrowed laptop) cannot, and cannot guess it here any faster than on
 * the sign-in page: each check takes from the sign-in budgets of the account (or this browser) and
 * one of the shared hashing slots (ADR 011). Every other session of the account ends; this one stays.
 */
export async function changePassword(request: Request, context: AppLoadContext, session: StaffSession, form: FormData, now = new Date()): Promise<ChangePasswordOutcome> {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: form.get("currentPassword") ?? "",
    newPassword: form.get("newPassword") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors<keyof ChangePasswordErrors>(parsed.error) };

  const attempt = await takeSignInAttempt(context.rateLimits, { address: context.clientAddress, account: session.email, deviceId: readTrustedDevice(request, session.email) });
  if (!attempt.allowed) return { ok: false, status: 429, errors: { form: tooManyMessage(attempt.retryAfterSeconds) }, retryAfterSeconds: attempt.retryAfterSeconds };
  const release = passwordHashSlots.tryAcquire();
  if (!release) {
    await attempt.refund();
    return { ok: false, status: 503, errors: { form: PASSWORD_BUSY_MESSAGE }, retryAfterSeconds: PASSWORD_BUSY_RETRY_AFTER_SECONDS };
  }
  let newHash: string | null = null;
  try {
    const stored = await context.db.selectFrom("staff_users").select("password_hash").where("id", "=", session.userId).executeTakeFirstOrThrow();
    if (await verifyPassword(parsed.data.currentPassword, stored.password_hash)) newHash = await hashPassword(parsed.data.newPassword);
  } finally {
    release();
  }
  // A wrong password keeps the point it took, as a failed sign-in does.
  if (newHash === null) return { ok: false, status: 400, errors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } };
  await attempt.refund();

  const passwordHash = newHash;
  const endedSessions = await context.db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_users").set({ password_hash: passwordHash }).where("id", "=", session.userId).execute();
    // Reset links mailed before the change would undo it: they stop working.
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", session.userId).execute();
    const ended = await endUserSessions(trx, session.userId, { exceptId: session.id });
    await recordAudit(trx, { userId: session.userId, action: "staff.password-change", target: `${staffUserTarget(session.userId)} (${ended} other session${ended === 1 ? "" : "s"} ended)` }, now);
    return ended;
  });
  return { ok: true, endedSessions };
}
