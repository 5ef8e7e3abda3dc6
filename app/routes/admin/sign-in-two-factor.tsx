import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in-two-factor";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { AccountField } from "#app/features/admin/account/account-field.tsx";
import { CSRF_FIELD } from "#app/features/admin/csrf.server.ts";
import { clearedChallengeCookie } from "#app/features/admin/sign-in-challenge.server.ts";
import { completeTwoFactorSignIn, loadSignInChallenge } from "#app/features/admin/two-factor/complete-two-factor-sign-in.server.ts";
import { secondStepMethod } from "#app/features/admin/two-factor/two-factor-messages.ts";
import { PLAIN_REFUSAL_HEADER } from "#app/lib/http/plain-refusal.ts";

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  // A throttled attempt says when to try again, and is answered without rendering the app.
  for (const name of ["Retry-After", PLAIN_REFUSAL_HEADER]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export const meta: Route.MetaFunction = () => adminMeta("Two-factor sign-in");

const GONE_REDIRECT = "/admin/sign-in?notice=two-factor-expired";

// Only a browser that has just given the right password has a challenge; any other is sent to the password.
export async function loader({ request, context }: Route.LoaderArgs) {
  const challenge = await loadSignInChallenge(request, context);
  if (!challenge) {
    const headers = new Headers(ADMIN_RESPONSE_HEADERS);
    headers.append("Set-Cookie", clearedChallengeCookie(request));
    throw redirect(GONE_REDIRECT, { status: 303, headers });
  }
  return data({ csrfField: CSRF_FIELD, csrfToken: challenge.csrfToken, displayName: challenge.displayName }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await completeTwoFactorSignIn(request, context);
  if (outcome.kind === "signed-in") throw redirect(outcome.redirectTo, { status: 303, headers: outcome.headers });
  if (outcome.kind === "gone") throw redirect(GONE_REDIRECT, { status: 303, headers: outcome.headers });
  return data({ errors: outcome.errors, method: outcome.method }, { status: outcome.status, headers: outcome.headers });
}

export default function SignInTwoFactor({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const method = actionData?.method ?? secondStepMethod(searchParams.get("with"));
  const errors = actionData?.errors ?? {};
  const recovery = method === "recovery-code";

  return (
    <section className="bg-slate-50 py-12 sm:py-20">
      <div className="container-page flex justify-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <p className="eyebrow">Staff console</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{recovery ? "Use a recovery code" : "Enter your code"}</h1>
          <p className="mt-2 text-slate-600">
            {recovery
              ? `Signing in as ${loaderData.displayName}. Each recovery code works once.`
              : `Signing in as ${loaderData.displayName}. Open your authenticator app and enter the code it shows for the staff console.`}
          </p>
          {errors.form ? (
            <p id="second-step-error" role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {errors.form}
            </p>
          ) : null}
          <Form key={method} method="post" className="mt-6 space-y-5" aria-describedby={errors.form ? "second-step-error" : undefined}>
            <input type="hidden" name={loaderData.csrfField} value={loaderData.csrfToken} />
            <input type="hidden" name="method" value={method} />
            {recovery ? (
              <AccountField id="second-step-code" name="code" label="Recovery code" hint="Like abcdef-ghjkmn-pqrstu-vwxyz2" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={40} required autoFocus error={errors.code} />
            ) : (
              <AccountField id="second-step-code" name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={9} required autoFocus error={errors.code} />
            )}
            <button type="submit" className="btn-primary w-full" disabled={submitting}>
              {submitting ? "Checking…" : "Sign in"}
            </button>
          </Form>
          <p className="mt-6 text-sm">
            <Link to={recovery ? "?with=totp" : "?with=recovery-code"} className="font-semibold text-brand-800 underline underline-offset-4">
              {recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
