import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/account-two-factor";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { loadTwoFactorPage } from "#app/features/admin/two-factor/load-two-factor-page.server.ts";
import { confirmTotpEnrolment, regenerateRecoveryCodes, turnOffTwoFactor, type TwoFactorFormOutcome } from "#app/features/admin/two-factor/manage-two-factor.server.ts";
import { RecoveryCodeList } from "#app/features/admin/two-factor/recovery-code-list.tsx";
import { TotpManagement, TotpSetup } from "#app/features/admin/two-factor/totp-setup.tsx";

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = () => adminMeta("Two-factor sign-in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  const page = await loadTwoFactorPage(context.db, session);
  const notice = new URL(request.url).searchParams.get("notice") === "off" ? "Two-factor sign-in is off." : null;
  return data({ ...page, notice }, { headers: ADMIN_RESPONSE_HEADERS });
}

const INTENTS = ["confirm", "turn-off", "regenerate-recovery-codes"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  if (!(INTENTS as readonly unknown[]).includes(intent)) throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const outcome: TwoFactorFormOutcome =
    intent === "confirm"
      ? await confirmTotpEnrolment(context, request, session, form)
      : intent === "turn-off"
        ? await turnOffTwoFactor(context, request, session, form)
        : await regenerateRecoveryCodes(context, session);
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  if (!outcome.ok) {
    if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
    const typedCode = intent === "confirm" && typeof form.get("code") === "string" ? String(form.get("code")).slice(0, 9) : "";
    // Refused because every password check was taken: the page sends the form again by itself.
    const busyRetryAfterSeconds = outcome.status === 503 ? outcome.retryAfterSeconds : undefined;
    return data({ intent: intent as Intent, error: outcome.error, typedCode, recoveryCodes: null, busyRetryAfterSeconds }, { status: outcome.status, headers });
  }
  if (intent === "turn-off") throw redirect("/admin/account/two-factor?notice=off", { status: 303, headers });
  // Answered, not redirected: the codes are shown this once and a reload does not bring them back.
  return data({ intent: intent as Intent, error: null, typedCode: "", recoveryCodes: outcome.recoveryCodes ?? null, busyRetryAfterSeconds: undefined }, { headers });
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, mustSetUp, recoveryCodesLeft, setup, notice } = loaderData;
  const error = (intent: Intent) => (actionData?.intent === intent ? (actionData.error ?? undefined) : undefined);
  return (
    <AdminPage title="Two-factor sign-in" description="A code from an app on your phone, asked for after your password.">
      <AdminNotice message={actionData ? null : notice} />
      {mustSetUp ? (
        <p role="alert" className="mb-6 rounded-lg border border-l-4 border-amber-600 bg-amber-50 px-4 py-3 font-medium text-slate-900">
          {enabled
            ? "Two-factor sign-in is required. Sign out, then sign in again with a code from your app to use the staff console."
            : "Two-factor sign-in is required for every staff account. Set up an authenticator app to use the staff console."}
        </p>
      ) : null}
      {actionData?.recoveryCodes ? (
        <div className="space-y-6">
          {actionData.intent === "confirm" ? <AdminNotice message="Two-factor sign-in is on." /> : null}
          <RecoveryCodeList codes={actionData.recoveryCodes} />
          <p>
            <Link to="/admin/account" className="font-semibold text-brand-800 underline underline-offset-4">
              I have saved my codes: back to your account
            </Link>
          </p>
        </div>
      ) : enabled ? (
        <TotpManagement
          recoveryCodesLeft={recoveryCodesLeft}
          turnOffError={error("turn-off")}
          turnOffAnswer={actionData?.intent === "turn-off" ? actionData : undefined}
          regenerateError={error("regenerate-recovery-codes")}
        />
      ) : setup ? (
        <TotpSetup qrSvg={setup.qrSvg} secret={setup.secret} error={error("confirm")} typedCode={actionData?.typedCode} />
      ) : null}
    </AdminPage>
  );
}
