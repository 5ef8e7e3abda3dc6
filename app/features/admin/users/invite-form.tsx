import { Form } from "react-router";
import { STAFF_ROLES } from "#app/db/schema.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import type { InviteErrors } from "./invitation-schema.ts";

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

/** Invite a person by email with a role; they get a mail with a link to make their account. */
export function InviteForm({ errors, typed }: { errors: InviteErrors; typed: { email: string; role: string } | null }) {
  return (
    <section aria-labelledby="invite-heading" className="card mb-8 p-4 sm:p-5">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">They get a mail with a link to choose their name and password. The link works once, for 72 hours.</p>
      <Form method="post" action="/admin/users" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <CsrfField />
        <input type="hidden" name="intent" value="invite" />
        <div>
          <label htmlFor="invite-email" className="block text-sm font-semibold text-slate-900">
            Email
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={320}
            defaultValue={typed?.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "invite-email-error" : undefined}
            className={fieldClass}
          />
          {errors.email ? (
            <p id="invite-email-error" className="mt-1 text-sm text-red-700">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="invite-role" className="block text-sm font-semibold text-slate-900">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={typed?.role || "editor"}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? "invite-role-error" : undefined}
            className={fieldClass}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {errors.role ? (
            <p id="invite-role-error" className="mt-1 text-sm text-red-700">
              {errors.role}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary min-h-11 px-5 py-2 sm:mt-6">
          Send invitation
        </button>
      </Form>
    </section>
  );
}
