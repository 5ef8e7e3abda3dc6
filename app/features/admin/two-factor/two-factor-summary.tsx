import { Link } from "react-router";

type TwoFactorSummaryProps = { enabled: boolean; recoveryCodesLeft: number };

/** The account page's part about two-factor sign-in: whether it is on, and the way to its page. */
export function TwoFactorSummary({ enabled, recoveryCodesLeft }: TwoFactorSummaryProps) {
  return (
    <section aria-labelledby="two-factor-heading" className="card p-5 sm:p-6">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      {enabled ? (
        <p className="mt-1 text-sm text-slate-700">
          {`On: signing in asks for a code from your authenticator app. ${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? "" : "s"} left.`}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Off. With an authenticator app on your phone, a stolen password alone cannot open your account.</p>
      )}
      <p className="mt-4">
        <Link to="/admin/account/two-factor" className="font-semibold text-brand-800 underline underline-offset-4">
          {enabled ? "Manage two-factor sign-in" : "Set up an authenticator app"}
        </Link>
      </p>
    </section>
  );
}
