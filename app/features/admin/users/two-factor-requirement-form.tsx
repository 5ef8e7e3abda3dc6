import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";

export const TWO_FACTOR_REQUIREMENT_INTENT = "two-factor-requirement";

export const TWO_FACTOR_FIRST_MESSAGE = "Sign in with two-factor yourself first (set up an authenticator app on your account page, or sign in with a passkey): otherwise the requirement would stop you too.";

/** What the users page confirms after the requirement changed, keyed by `?notice=`. */
export const TWO_FACTOR_REQUIREMENT_NOTICES = {
  "two-factor-required": "Two-factor sign-in is now required. Staff signed in without it must set it up before anything else.",
  "two-factor-optional": "Two-factor sign-in is no longer required.",
} as const;

/** The admins' switch: whether every staff member must sign in with a second factor (ADR 023). */
export function TwoFactorRequirementForm({ required, error }: { required: boolean; error?: string }) {
  return (
    <section aria-labelledby="two-factor-requirement-heading" className="card mt-10 max-w-3xl p-5 sm:p-6">
      <h2 id="two-factor-requirement-heading" className="text-lg font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {required
          ? "Required: a staff member who signs in with a password alone must set up an authenticator app before using the console. A passkey counts."
          : "Optional: each staff member chooses on their account page."}
      </p>
      {error ? (
        <p id="two-factor-requirement-error" role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-4" aria-describedby={error ? "two-factor-requirement-error" : undefined}>
        <CsrfField />
        <input type="hidden" name="intent" value={TWO_FACTOR_REQUIREMENT_INTENT} />
        <input type="hidden" name="required" value={required ? "off" : "on"} />
        <button type="submit" className="btn-outline">
          {required ? "Stop requiring two-factor sign-in" : "Require two-factor sign-in for everyone"}
        </button>
      </Form>
    </section>
  );
}
