import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { AccountField, AccountFormError } from "#app/features/admin/account/account-field.tsx";
import { BusyRetryNotice } from "#app/features/admin/busy-retry-notice.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { sendAgainWhileBusy } from "#app/features/admin/send-again-while-busy.ts";
import { describeBrowserPasskeyError } from "./describe-browser-passkey-error.ts";
import { MAX_PASSKEY_NAME_LENGTH, PASSKEY_NEEDS_JAVASCRIPT_MESSAGE, PASSKEY_PASSWORD_REQUIRED_MESSAGE, PASSKEY_UNSUPPORTED_ADD_MESSAGE } from "./passkey-messages.ts";
import { passkeyNameSchema } from "./passkey-name-schema.ts";
import { postPasskeyForm } from "./post-passkey-form.ts";
import { useWebAuthnSupport } from "./use-webauthn-support.ts";

/** The endpoint of the registration steps (routes/admin/account-passkeys.ts). */
export const ACCOUNT_PASSKEYS_PATH = "/admin/account/passkeys";

type Errors = { name?: string; currentPassword?: string; form?: string };

/** Moves focus to the first field the answer found wrong, so it is read out and can be fixed at once. */
function focusFirstError(errors: Errors) {
  const id = errors.name ? "passkey-name" : errors.currentPassword ? "passkey-current-password" : null;
  if (id) document.getElementById(id)?.focus();
}

/**
 * Names and adds a passkey: confirms the person's password and asks the server for options, lets the browser create the passkey
 * (the device asks for a fingerprint, face or PIN), and sends the answer back with the name.
 * WebAuthn is a browser API, so without JavaScript or support the form is replaced by a note.
 */
export function AddPasskeyForm() {
  const support = useWebAuthnSupport();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [retrying, setRetrying] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const checked = passkeyNameSchema.safeParse(name);
    const missing: Errors = {
      name: checked.success ? undefined : checked.error.issues[0]!.message,
      currentPassword: fields.get("currentPassword") ? undefined : PASSKEY_PASSWORD_REQUIRED_MESSAGE,
    };
    if (missing.name || missing.currentPassword) {
      setErrors(missing);
      focusFirstError(missing);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      fields.set("intent", "registration-options");
      const options = await sendAgainWhileBusy(
        () => postPasskeyForm<{ options: PublicKeyCredentialCreationOptionsJSON; errors?: Errors; busyRetryAfterSeconds?: number }>(ACCOUNT_PASSKEYS_PATH, fields),
        (answer) => (answer.ok ? undefined : answer.body.busyRetryAfterSeconds),
        setRetrying,
      );
      if (!options.ok) {
        const refused = options.body.errors ?? { form: options.message };
        setErrors(refused);
        return focusFirstError(refused);
      }
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.body.options });
      } catch (error) {
        return setErrors({ form: describeBrowserPasskeyError(error) });
      }
      // The password was checked with the options; it is not sent twice.
      fields.delete("currentPassword");
      fields.set("intent", "register");
      fields.set("response", JSON.stringify(response));
      const saved = await postPasskeyForm<{ errors?: Errors }>(ACCOUNT_PASSKEYS_PATH, fields);
      if (!saved.ok) {
        const refused = saved.body.errors ?? { form: saved.message };
        setErrors(refused);
        return focusFirstError(refused);
      }
      form.reset();
      setName("");
      await navigate("/admin/account?notice=passkey-added");
    } finally {
      setBusy(false);
    }
  }

  if (support === "unknown") {
    return (
      <noscript>
        <p className="mt-4 text-sm text-slate-700">{PASSKEY_NEEDS_JAVASCRIPT_MESSAGE}</p>
      </noscript>
    );
  }
  if (support === "no") return <p className="mt-4 text-sm text-slate-700">{PASSKEY_UNSUPPORTED_ADD_MESSAGE}</p>;
  return (
    <form method="post" action={ACCOUNT_PASSKEYS_PATH} onSubmit={add} noValidate className="mt-4 space-y-4" aria-describedby={errors.form ? "passkey-error" : undefined}>
      <AccountFormError id="passkey-error" message={errors.form} />
      <BusyRetryNotice retrying={retrying} />
      <CsrfField />
      <AccountField
        id="passkey-name"
        name="name"
        label="Passkey name"
        hint="So you can tell your passkeys apart, for example Work laptop."
        autoComplete="off"
        maxLength={MAX_PASSKEY_NAME_LENGTH}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
      />
      <AccountField
        id="passkey-current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        hint="A passkey signs in without your password, so adding one needs it once more."
        autoComplete="current-password"
        maxLength={1024}
        error={errors.currentPassword}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
    </form>
  );
}
