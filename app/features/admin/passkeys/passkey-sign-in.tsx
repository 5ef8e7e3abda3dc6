import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { describeBrowserPasskeyError } from "./describe-browser-passkey-error.ts";
import { PASSKEY_UNSUPPORTED_SIGN_IN_MESSAGE } from "./passkey-messages.ts";
import { postPasskeyForm } from "./post-passkey-form.ts";
import { useWebAuthnSupport } from "./use-webauthn-support.ts";

/** The endpoint of both sign-in steps (routes/admin/sign-in-passkey.ts). */
export const PASSKEY_SIGN_IN_PATH = "/admin/sign-in/passkey";

/**
 * "Sign in with a passkey": no email, no password. The browser offers the passkeys it holds for
 * this site, the device verifies the person, and the server makes the session. WebAuthn is a
 * browser API: without JavaScript nothing is shown (the password form works as ever), and a
 * browser without it is told so.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const support = useWebAuthnSupport();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const fields = new FormData();
      fields.set("intent", "options");
      const options = await postPasskeyForm<{ options: PublicKeyCredentialRequestOptionsJSON }>(PASSKEY_SIGN_IN_PATH, fields);
      if (!options.ok) return setError(options.message);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options.body.options });
      } catch (failure) {
        return setError(describeBrowserPasskeyError(failure));
      }
      fields.set("intent", "verify");
      fields.set("response", JSON.stringify(response));
      fields.set("next", next);
      const signedIn = await postPasskeyForm<{ redirectTo: string }>(PASSKEY_SIGN_IN_PATH, fields);
      if (!signedIn.ok) return setError(signedIn.message);
      // A full load, as after the password form: the console starts afresh with the new session.
      leaving = true;
      window.location.assign(signedIn.body.redirectTo);
    } finally {
      // Kept busy while the console loads, so nobody presses it twice.
      if (!leaving) setBusy(false);
    }
  }

  if (support === "unknown") return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      {support === "no" ? (
        <p className="text-sm text-slate-700">{PASSKEY_UNSUPPORTED_SIGN_IN_MESSAGE}</p>
      ) : (
        <>
          {error ? (
            <p id="passkey-sign-in-error" role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <button type="button" className="btn-outline w-full" onClick={signIn} disabled={busy} aria-describedby={error ? "passkey-sign-in-error" : "passkey-sign-in-hint"}>
            {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
          </button>
          <p id="passkey-sign-in-hint" className="mt-2 text-sm text-slate-600">
            No password needed: your device asks for your fingerprint, face or PIN.
          </p>
        </>
      )}
    </div>
  );
}
