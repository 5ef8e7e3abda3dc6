import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { AddPasskeyForm } from "./add-passkey-form.tsx";
import type { OwnPasskey } from "./list-own-passkeys.server.ts";
import { REMOVE_PASSKEY_INTENT } from "./remove-passkey-intent.ts";

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTimestamp(iso)}</time>;
}

/** The account page's passkeys: the person's own, each removable after a confirmation, and the form that adds one. */
export function PasskeySection({ passkeys }: { passkeys: OwnPasskey[] }) {
  return (
    <section aria-labelledby="passkeys-heading" className="card p-5 sm:p-6">
      <h2 id="passkeys-heading" className="text-lg font-semibold text-slate-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as two-factor sign-in.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{passkey.name}</h3>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
                  <dt className="font-semibold text-slate-600">Added</dt>
                  <dd className="text-slate-900">
                    <When iso={passkey.addedAt} />
                  </dd>
                  <dt className="font-semibold text-slate-600">Last used</dt>
                  <dd className="text-slate-900">{passkey.lastUsedAt ? <When iso={passkey.lastUsedAt} /> : "Never"}</dd>
                </dl>
              </div>
              <ConfirmDisclosure
                label="Remove"
                context={`passkey ${passkey.name}`}
                message={`Remove “${passkey.name}”? It will no longer sign in to your account. The copy on your device stays until you delete it there.`}
                confirmLabel="Remove passkey"
                fields={{ intent: REMOVE_PASSKEY_INTENT, passkeyId: String(passkey.id) }}
                action="/admin/account"
              />
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 font-semibold text-slate-900">Add a passkey</h3>
      <AddPasskeyForm />
    </section>
  );
}
