import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RULES_HINT } from "#app/features/admin/password-rules.ts";
import { AccountField } from "./account-field.tsx";

export type NewPasswordErrors = { newPassword?: string; confirmPassword?: string };

/** The new password, typed twice; the browser may offer a generated one (autocomplete="new-password"). */
export function NewPasswordFields({ idPrefix, errors, label = "New password" }: { idPrefix: string; errors: NewPasswordErrors; label?: string }) {
  return (
    <>
      <AccountField
        id={`${idPrefix}-new-password`}
        name="newPassword"
        type="password"
        label={label}
        hint={PASSWORD_RULES_HINT}
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={MAX_PASSWORD_LENGTH}
        error={errors.newPassword}
      />
      <AccountField
        id={`${idPrefix}-confirm-password`}
        name="confirmPassword"
        type="password"
        label={`Repeat the ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        maxLength={MAX_PASSWORD_LENGTH}
        error={errors.confirmPassword}
      />
    </>
  );
}
