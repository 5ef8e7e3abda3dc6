import { useRef } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { PLAIN_REFUSAL_HEADER } from "#app/lib/http/plain-refusal.ts";
import { PasskeySignIn } from "#app/features/admin/passkeys/passkey-sign-in.tsx";
import { safeNextPath } from "#app/features/admin/require-staff.server.ts";
import { readSessionToken } from "#app/features/admin/session-cookie.server.ts";
import { getSession } from "#app/features/admin/sessions.server.ts";
import { signInStaff } from "#app/features/admin/sign-in-staff.server.ts";
import { CHALLENGE_GONE_MESSAGE } from "#app/features/admin/two-factor/two-factor-messages.ts";
import { BusyRetryNotice } from "#app/features/admin/busy-retry-notice.tsx";
import { useRetryWhenBusy } from "#app/features/admin/use-retry-when-busy.ts";

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  // A throttled attempt says when to try again, and is answered without rendering the app.
  for (const name of ["Retry-After", PLAIN_REFUSAL_HEADER]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readSessionToken(request);
  // Already signed in: straight on to where they were going.
  if (token && (await getSession(context.db, token))) {
    throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }
  return data(null, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signInStaff(request, context);
  if (outcome.ok) throw redirect(outcome.redirectTo, { status: 303, headers: outcome.headers });
  return data(
    { errors: outcome.errors, email: outcome.email, busyRetryAfterSeconds: outcome.busyRetryAfterSeconds },
    { status: outcome.status, headers: outcome.headers },
  );
}

export default function SignIn() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const form = useRef<HTMLFormElement>(null);
  const retrying = useRetryWhenBusy(form, actionData);

  return (
    <section className="bg-slate-50 py-12 sm:py-20">
      <div className="container-page flex justify-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <p className="eyebrow">Staff console</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Sign in</h1>
          <p className="mt-2 text-slate-600">For Kairav Technologies staff only.</p>
          {searchParams.get("notice") === "password-reset" && !actionData ? (
            <p role="status" className="mt-6 rounded-lg border border-l-4 border-support-700 bg-white px-4 py-3 text-sm font-medium text-slate-900">
              Your password was changed and every session of your account ended. Sign in with the new password.
            </p>
          ) : null}
          {searchParams.get("notice") === "two-factor-expired" && !actionData ? (
            <p role="status" className="mt-6 rounded-lg border border-l-4 border-support-700 bg-white px-4 py-3 text-sm font-medium text-slate-900">
              {CHALLENGE_GONE_MESSAGE}
            </p>
          ) : null}
          {errors.form ? (
            <p id="sign-in-error" role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {errors.form}
            </p>
          ) : null}
          <BusyRetryNotice retrying={retrying} />
          <Form ref={form} method="post" className="mt-6 space-y-5" aria-describedby={errors.form ? "sign-in-error" : undefined}>
            <input type="hidden" name="next" value={searchParams.get("next") ?? ""} />
            <div>
              <label htmlFor="sign-in-email" className="block text-sm font-semibold text-slate-900">
                Email
              </label>
              <input
                id="sign-in-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={actionData?.email ?? ""}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "sign-in-email-error" : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
              />
              {errors.email ? (
                <p id="sign-in-email-error" role="alert" className="mt-1 text-sm text-red-700">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="sign-in-password" className="block text-sm font-semibold text-slate-900">
                Password
              </label>
              <input
                id="sign-in-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "sign-in-password-error" : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
              />
              {errors.password ? (
                <p id="sign-in-password-error" role="alert" className="mt-1 text-sm text-red-700">
                  {errors.password}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn-primary w-full" disabled={submitting}>
              {submitting ? "Signing in…" : "Sign in"}
            </button>
          </Form>
          <PasskeySignIn next={searchParams.get("next") ?? ""} />
          <p className="mt-6 text-sm">
            <Link to="/admin/reset-password" className="font-semibold text-brand-800 underline underline-offset-4">
              Forgot your password?
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
