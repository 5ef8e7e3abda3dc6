import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import type { PendingInvitation } from "./list-pending-invitations.server.ts";

/** Invitations not yet accepted, each with its expiry and a Revoke button; nothing when there are none. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="mt-10">
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
        Pending invitations
      </h2>
      <ul aria-label="Pending invitations" className="mt-3 grid gap-3 md:grid-cols-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="card flex min-w-0 flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
              <p className="mt-1 text-sm text-slate-700">
                {ROLE_LABELS[invitation.role]}
                {invitation.invitedBy ? `, invited by ${invitation.invitedBy}` : null}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {invitation.expired ? (
                  <strong className="text-red-800">Expired</strong>
                ) : (
                  <>
                    Link works until <time dateTime={invitation.expiresAt}>{formatTimestamp(invitation.expiresAt)}</time>
                  </>
                )}
              </p>
            </div>
            <Form method="post" action="/admin/users">
              <CsrfField />
              <input type="hidden" name="intent" value="revoke-invitation" />
              <input type="hidden" name="invitationId" value={invitation.id} />
              <button type="submit" className="btn-outline min-h-11 px-3 py-2 text-sm sm:min-h-9">
                Revoke<span className="sr-only">{` the invitation of ${invitation.email}`}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
