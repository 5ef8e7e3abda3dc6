import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/invitation";
import { AccountField, AccountFormError } from "#app/features/admin/account/account-field.tsx";
import { NewPasswordFields } from "#app/features/admin/account/new-password-fields.tsx";
import { PublicStaffCard } from "#app/features/admin/account/public-staff-card.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import { INVITATION_INVALID_MESSAGE } from "#app/features/admin/account/account-link-messages.ts";
import { acceptInvitation, findOpenInvitation } from "#app/features/admin/users/accept-invitation.server.ts";
import { BusyRetryNotice } from "#app/features/admin/busy-retry-notice.tsx";
import { useRetryWhenBusy } from "#app/features/admin/use-retry-when-busy.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Join the staff console");

// Opening the link changes nothing (mail scanners open links too): only the form's post accepts it.
export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await findOpenInvitation(context.db, params.token);
  if (!invitation) return data({ invitation: null }, { status: 410, headers: ADMIN_RESPONSE_HEADERS });
  return data({ invitation: { email: invitation.email, role: invitation.role } }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await acceptInvitation(request, context, params.token);
  if (outcome.ok) throw redirect("/admin", { status: 303, headers: outcome.headers });
  return data(
    { errors: outcome.errors, displayName: outcome.displayName, busyRetryAfterSeconds: outcome.busyRetryAfterSeconds },
    { status: outcome.status, headers: ADMIN_RESPONSE_HEADERS },
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const form = useRef<HTMLFormElement>(null);
  // The server answers "busy" at once when every password check is taken: the form goes again by itself.
  const retrying = useRetryWhenBusy(form, actionData);
  const { invitation } = loaderData;
  if (!invitation) {
    return (
      <PublicStaffCard title="This invitation no longer works">
        <p className="mt-4 text-slate-700">{errors.form ?? INVITATION_INVALID_MESSAGE}</p>
        <p className="mt-6">
          <Link to="/admin/sign-in" className="font-semibold text-brand-800 underline underline-offset-4">
            Go to sign-in
          </Link>
        </p>
      </PublicStaffCard>
    );
  }
  return (
    <PublicStaffCard
      title="Join the staff console"
      lead={
        <>
          You are invited as <strong className="text-slate-900">{ROLE_LABELS[invitation.role]}</strong> ({ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}), with the address{" "}
          <strong className="break-all text-slate-900">{invitation.email}</strong>.
        </>
      }
    >
      <div className="mt-6">
        <AccountFormError id="invitation-error" message={errors.form} />
        <BusyRetryNotice retrying={retrying} />
      </div>
      <Form ref={form} method="post" className="mt-4 space-y-5" aria-describedby={errors.form ? "invitation-error" : undefined}>
        {/* Lets a password manager store the new password with the right account. */}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        <AccountField
          id="invitation-name"
          name="displayName"
          type="text"
          label="Your name"
          hint="As colleagues will see it in the console."
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={actionData?.displayName ?? ""}
          error={errors.displayName}
        />
        <NewPasswordFields idPrefix="invitation" errors={errors} label="Password" />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Creating your account…" : "Create my account"}
        </button>
      </Form>
    </PublicStaffCard>
  );
}
