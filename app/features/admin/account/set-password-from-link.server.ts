import type { AppLoadContext } from "react-router";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "#app/features/admin/csrf.server.ts";
import { fieldErrors } from "#app/features/admin/field-errors.ts";
import { hashPassword } from "#app/features/admin/hash-password.server.ts";
import { newPasswordFieldsSchema } from "#app/features/admin/new-password-schema.server.ts";
import { PASSWORD_BUSY_RETRY_AFTER_SECONDS, passwordHashSlots } from "#app/features/admin/password-hash-slots.server.ts";
import type { NewPasswordErrors } from "./new-password-fields.tsx";
import { RESET_LINK_INVALID_MESSAGE } from "./account-link-messages.ts";
import { findResetLinkAccount, resetPasswordWithLink } from "./reset-password.server.ts";

export const PASSWORD_BUSY_MESSAGE = "The server is busy checking other passwords. Wait a few seconds and send the form again.";

export type SetPasswordErrors = NewPasswordErrors & { form?: string };
export type SetPasswordOutcome = { ok: true } | { ok: false; status: number; errors: SetPasswordErrors; busyRetryAfterSeconds?: number };

/** The new password chosen on a reset link's page: checked, hashed within the shared slots, then set. */
export async function setPasswordFromLink(request: Request, context: AppLoadContext, token: string | undefined): Promise<SetPasswordOutcome> {
  const read = await readFormFields(request, { maxFields: 6, maxFieldBytes: 4 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, errors: { form: read.message } };
  if (!isSameOrigin(request)) return { ok: false, status: 403, errors: { form: FOREIGN_ORIGIN_MESSAGE } };
  const parsed = newPasswordFieldsSchema.safeParse({ newPassword: read.formData.get("newPassword") ?? "", confirmPassword: read.formData.get("confirmPassword") ?? "" });
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors<keyof SetPasswordErrors>(parsed.error) };
  // Checked before the costly hash: a dead link costs one query.
  if (!token || !(await findResetLinkAccount(context.db, token))) return { ok: false, status: 410, errors: { form: RESET_LINK_INVALID_MESSAGE } };

  const release = passwordHashSlots.tryAcquire();
  if (!release) return { ok: false, status: 503, errors: { form: PASSWORD_BUSY_MESSAGE }, busyRetryAfterSeconds: PASSWORD_BUSY_RETRY_AFTER_SECONDS };
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(parsed.data.newPassword);
  } finally {
    release();
  }
  if (!(await resetPasswordWithLink(context.db, { token, passwordHash }))) return { ok: false, status: 410, errors: { form: RESET_LINK_INVALID_MESSAGE } };
  return { ok: true };
}
