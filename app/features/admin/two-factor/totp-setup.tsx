import { useRef } from "react";
import { Form } from "react-router";
import { AccountField, AccountFormError } from "#app/features/admin/account/account-field.tsx";
import { BusyRetryNotice } from "#app/features/admin/busy-retry-notice.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { useRetryWhenBusy } from "#app/features/admin/use-retry-when-busy.ts";

// As many as recovery-codes.server.ts makes; a number, so the browser bundle needs no server module.
const RECOVERY_CODE_TOTAL = 10;

type TotpSetupProps = {
  /** The QR code as SVG markup, drawn on the server from the otpauth:// address. */
  qrSvg: string;
  /** The secret in groups of four, for typing into an app by hand. */
  secret: string;
  error?: string;
  typedCode?: string;
};

/** Enrolment: the QR code and the secret for the app, and a code from it to confirm. */
export function TotpSetup({ qrSvg, secret, error, typedCode }: TotpSetupProps) {
  return (
    <section aria-labelledby="totp-setup-heading" className="card p-5 sm:p-6">
      <h2 id="totp-setup-heading" className="text-lg font-semibold text-slate-900">
        Set up an authenticator app
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</li>
        <li>Scan the QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* The library writes only the code's squares; the address stays on the server. */}
        <div role="img" aria-label="QR code for your authenticator app" className="w-48 shrink-0 rounded-lg border border-slate-300 bg-white p-2 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900" id="totp-secret-label">
            Key for typing in
          </p>
          <p aria-labelledby="totp-secret-label" className="mt-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wide break-all text-slate-900">
            {secret}
          </p>
          <p className="mt-1 text-sm text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <Form method="post" className="mt-6 max-w-sm space-y-4">
        <CsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <AccountField
          id="totp-confirm-code"
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={9}
          required
          defaultValue={typedCode}
          error={error}
        />
        <button type="submit" className="btn-primary">
          Turn on two-factor sign-in
        </button>
      </Form>
    </section>
  );
}

type TotpManagementProps = {
  recoveryCodesLeft: number;
  turnOffError?: string;
  /** The answer to the last turn-off, which may ask for the form to be sent again once the server is less busy. */
  turnOffAnswer?: { busyRetryAfterSeconds?: number };
  regenerateError?: string;
};

/** Regenerating the recovery codes and turning the app off, for an account that has it. */
export function TotpManagement({ recoveryCodesLeft, turnOffError, turnOffAnswer, regenerateError }: TotpManagementProps) {
  const turnOffForm = useRef<HTMLFormElement>(null);
  const retrying = useRetryWhenBusy(turnOffForm, turnOffAnswer);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby="recovery-heading" className="card p-5 sm:p-6">
        <h2 id="recovery-heading" className="text-lg font-semibold text-slate-900">
          Recovery codes
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {`${recoveryCodesLeft} of ${RECOVERY_CODE_TOTAL} left. New codes replace all the old ones, used or not.`}
        </p>
        <div className="mt-3">
          <AccountFormError id="regenerate-error" message={regenerateError} />
        </div>
        <Form method="post" className="mt-3">
          <CsrfField />
          <input type="hidden" name="intent" value="regenerate-recovery-codes" />
          <button type="submit" className="btn-outline">
            Make new recovery codes
          </button>
        </Form>
      </section>
      <section aria-labelledby="turn-off-heading" className="card p-5 sm:p-6">
        <h2 id="turn-off-heading" className="text-lg font-semibold text-slate-900">
          Turn off two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-slate-700">Your password alone will sign you in again, and your recovery codes stop working.</p>
        <BusyRetryNotice retrying={retrying} />
        <Form ref={turnOffForm} method="post" className="mt-4 space-y-4">
          <CsrfField />
          <input type="hidden" name="intent" value="turn-off" />
          <AccountField id="turn-off-proof" name="proof" type="password" label="Current password or a code from your app" autoComplete="current-password" maxLength={1024} required error={turnOffError} />
          <button type="submit" className="btn-outline">
            Turn off
          </button>
        </Form>
      </section>
    </div>
  );
}
