import { z } from "zod";
import { isCommonPassword } from "./is-common-password.server.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules.ts";

export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Use at most ${MAX_PASSWORD_LENGTH} characters`;
export const COMMON_PASSWORD_MESSAGE = "This password is one of the most common ones, which attackers try first. Choose another: a few unrelated words make a strong one.";

/**
 * The one rule for every password a staff member sets (the command line, an invitation, a change,
 * a reset): long enough, and not on the list of common passwords that guessing starts with (NIST
 * SP 800-63B). No rules about character classes: they make passwords harder to remember, not to guess.
 */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

export const PASSWORDS_DIFFER_MESSAGE = "The two passwords are not the same";

/** A new password typed twice, as the forms ask for it; the mismatch is reported on the second field. */
export const newPasswordFieldsSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE) })
  .refine((fields) => fields.newPassword === fields.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE });
