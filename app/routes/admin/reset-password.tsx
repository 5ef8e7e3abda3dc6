import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { AccountFormError } from "#app/features/admin/account/account-field.tsx";
import { NewPasswordFields } from "#app/features/admin/account/new-password-fields.tsx";
import { PublicStaffCard } from "#app/features/admin/account/public-staff-card.tsx";
import { RESET_LINK_INVALID_MESSAGE } from "#app/features/admin/account/account-link-messages.ts";
import { findResetLinkAccount } from "#app/features/admin/account/reset-password.server.ts";
import { setPasswordFromLink } from "#app/features/admin/account/set-password-from-link.server.ts";
import { BusyRetryNotice } from "#app/features/admin/busy-retry-notice.tsx";
import { useRetryWhenBusy } from "#app/features/admin/use-retry-when-busy.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

// Opening the link changes nothing (mail scanners open links too): only the form's post spends it.
export async function loader({ params, context }: Route.LoaderArgs) {
  const account = await findResetLinkAccount(context.db, params.token);
  if (!account) return data({ email: null }, { status: 410, headers: ADMIN_RESPONSE_HEADERS });
  return data({ email: account.email }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await setPasswordFromLink(request, context, params.token);
  if (outcome.ok) throw redirect("/admin/sign-in?notice=password-reset", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  return data({ errors: outcome.errors, busyRetryAfterSeconds: outcome.busyRetryAfterSeconds }, { status: outcome.status, headers: ADMIN_RESPONSE_HEADERS });
}

function AskAgain() {
  return (
    <p className="mt-6">
      <Link to="/admin/reset-password" className="btn-primary inline-flex">
        Ask for a new link
      </Link>
    </p>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const form = useRef<HTMLFormElement>(null);
  // The server answers "busy" at once when every password check is taken: the form goes again by itself.
  const retrying = useRetryWhenBusy(form, actionData);
  if (loaderData.email === null) {
    return (
      <PublicStaffCard title="This link no longer works">
        <p className="mt-4 text-slate-700">{RESET_LINK_INVALID_MESSAGE}</p>
        <AskAgain />
      </PublicStaffCard>
    );
  }
  return (
    <PublicStaffCard title="Choose a new password" lead="Once it is set, every session of your account ends and you sign in with the new password.">
      <div className="mt-6">
        <AccountFormError id="reset-error" message={errors.form} />
        <BusyRetryNotice retrying={retrying} />
      </div>
      <Form ref={form} method="post" className="mt-4 space-y-5" aria-describedby={errors.form ? "reset-error" : undefined}>
        {/* Lets a password manager store the new password with the right account. */}
        <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <NewPasswordFields idPrefix="reset" errors={errors} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Saving…" : "Set the new password"}
        </button>
      </Form>
    </PublicStaffCard>
  );
}
