import { useRef } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { accountNoticeText, sessionActionSchema } from "#app/features/admin/account/account-action-schema.ts";
import { AccountField, AccountFormError } from "#app/features/admin/account/account-field.tsx";
import { changePassword, type ChangePasswordErrors } from "#app/features/admin/account/change-password.server.ts";
import { endOwnSessions } from "#app/features/admin/account/end-own-sessions.server.ts";
import { listOwnSessions } from "#app/features/admin/account/list-own-sessions.server.ts";
import { NewPasswordFields } from "#app/features/admin/account/new-password-fields.tsx";
import { OwnSessionList } from "#app/features/admin/account/own-session-list.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { BusyRetryNotice } from "#app/features/admin/busy-retry-notice.tsx";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { listOwnPasskeys } from "#app/features/admin/passkeys/list-own-passkeys.server.ts";
import { passkeyNoticeText } from "#app/features/admin/passkeys/passkey-messages.ts";
import { PasskeySection } from "#app/features/admin/passkeys/passkey-section.tsx";
import { removePasskeyFromForm } from "#app/features/admin/passkeys/remove-passkey-from-form.server.ts";
import { REMOVE_PASSKEY_INTENT } from "#app/features/admin/passkeys/remove-passkey-intent.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readTwoFactorSummary } from "#app/features/admin/two-factor/manage-two-factor.server.ts";
import { TwoFactorSummary } from "#app/features/admin/two-factor/two-factor-summary.tsx";
import { ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import { useRetryWhenBusy } from "#app/features/admin/use-retry-when-busy.ts";

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  const sessions = await listOwnSessions(context.db, { userId: session.userId, currentId: session.id });
  return data(
    {
      displayName: session.displayName,
      email: session.email,
      roleLabel: ROLE_LABELS[session.role],
      sessions,
      twoFactor: await readTwoFactorSummary(context.db, session.userId),
      passkeys: await listOwnPasskeys(context.db, session.userId),
      notice: accountNoticeText(new URL(request.url).searchParams.get("notice")) ?? passkeyNoticeText(new URL(request.url).searchParams.get("notice")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

function answer(notice: string): never {
  throw redirect(`/admin/account?notice=${notice}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  if (form.get("intent") === "change-password") {
    const outcome = await changePassword(request, context, session, form);
    if (outcome.ok) answer("password-changed");
    const headers = new Headers(ADMIN_RESPONSE_HEADERS);
    if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
    // Refused because every password check was taken: the page sends the form again by itself.
    const busyRetryAfterSeconds = outcome.status === 503 ? outcome.retryAfterSeconds : undefined;
    return data({ passwordErrors: outcome.errors, busyRetryAfterSeconds }, { status: outcome.status, headers });
  }
  if (form.get("intent") === REMOVE_PASSKEY_INTENT) answer(await removePasskeyFromForm(context, session, form));
  const parsed = sessionActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw data(issue.path[0] === "sessionId" ? issue.message : "Unknown action.", { status: issue.path[0] === "sessionId" ? 404 : 400, headers: ADMIN_RESPONSE_HEADERS });
  }
  const ended = await endOwnSessions(context.db, session, parsed.data.intent === "end-session" ? { sessionId: parsed.data.sessionId } : "all-others");
  if (ended === 0) answer("unchanged");
  answer(parsed.data.intent === "end-session" ? "session-ended" : "sessions-ended");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { displayName, email, roleLabel, sessions, notice } = loaderData;
  const errors: ChangePasswordErrors = actionData?.passwordErrors ?? {};
  const passwordForm = useRef<HTMLFormElement>(null);
  const retrying = useRetryWhenBusy(passwordForm, actionData);
  return (
    <AdminPage title="Your account" description={`${displayName}, ${email} (${roleLabel})`}>
      <AdminNotice message={actionData ? null : notice} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section aria-labelledby="password-heading" className="card p-5 sm:p-6">
          <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
            Change your password
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every other session of your account ends when you do; this one goes on.</p>
          <div className="mt-4">
            <AccountFormError id="password-error" message={errors.form} />
            <BusyRetryNotice retrying={retrying} />
          </div>
          <Form ref={passwordForm} method="post" className="mt-4 space-y-5" aria-describedby={errors.form ? "password-error" : undefined}>
            <CsrfField />
            <input type="hidden" name="intent" value="change-password" />
            {/* Lets a password manager store the new password with the right account. */}
            <input type="email" autoComplete="username" value={email} readOnly hidden />
            <AccountField
              id="account-current-password"
              name="currentPassword"
              type="password"
              label="Current password"
              autoComplete="current-password"
              required
              maxLength={1024}
              error={errors.currentPassword}
            />
            <NewPasswordFields idPrefix="account" errors={errors} />
            <button type="submit" className="btn-primary">
              Change password
            </button>
          </Form>
        </section>
        <OwnSessionList sessions={sessions} />
        <TwoFactorSummary {...loaderData.twoFactor} />
        <PasskeySection passkeys={loaderData.passkeys} />
      </div>
    </AdminPage>
  );
}
