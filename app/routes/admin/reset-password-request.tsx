import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password-request";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { AccountField, AccountFormError } from "#app/features/admin/account/account-field.tsx";
import { PublicStaffCard } from "#app/features/admin/account/public-staff-card.tsx";
import { requestPasswordReset } from "#app/features/admin/account/request-password-reset.server.ts";
import { RESET_LINK_SENT_MESSAGE } from "#app/features/admin/account/reset-request-schema.ts";
import { PLAIN_REFUSAL_HEADER } from "#app/lib/http/plain-refusal.ts";

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  // A throttled request says when to try again, and is answered without rendering the app.
  for (const name of ["Retry-After", PLAIN_REFUSAL_HEADER]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export const meta: Route.MetaFunction = () => adminMeta("Reset your password");

export async function loader({ request }: Route.LoaderArgs) {
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await requestPasswordReset(request, context);
  // The same answer whether or not the address has an account.
  if (outcome.ok) throw redirect("/admin/reset-password?sent=1", { status: 303, headers: outcome.headers });
  return data({ errors: outcome.errors, email: outcome.email }, { status: outcome.status, headers: outcome.headers });
}

export default function ResetPasswordRequest({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  if (loaderData.sent && !actionData) {
    return (
      <PublicStaffCard title="Check your mail">
        <p role="status" className="mt-4 text-slate-700">
          {RESET_LINK_SENT_MESSAGE}
        </p>
        <p className="mt-6">
          <Link to="/admin/sign-in" className="font-semibold text-brand-800 underline underline-offset-4">
            Back to sign-in
          </Link>
        </p>
      </PublicStaffCard>
    );
  }
  return (
    <PublicStaffCard title="Reset your password" lead="Give the email address of your staff account. We will mail you a link to choose a new password.">
      <div className="mt-6">
        <AccountFormError id="reset-request-error" message={errors.form} />
      </div>
      <Form method="post" action="/admin/reset-password" className="mt-4 space-y-5" aria-describedby={errors.form ? "reset-request-error" : undefined}>
        <AccountField id="reset-email" name="email" type="email" label="Email" autoComplete="email" required maxLength={320} defaultValue={actionData?.email ?? ""} error={errors.email} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Sending…" : "Send me a reset link"}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/sign-in" className="font-semibold text-brand-800 underline underline-offset-4">
          Back to sign-in
        </Link>
      </p>
    </PublicStaffCard>
  );
}
