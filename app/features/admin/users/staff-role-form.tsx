import { Form } from "react-router";
import { STAFF_ROLES, type StaffRole } from "#app/db/schema.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ROLE_LABELS } from "#app/features/admin/staff-policy.ts";

type StaffRoleFormProps = {
  userId: number;
  displayName: string;
  role: StaffRole;
  /** Keeps the ids of the phone and the table layouts apart: both are in the page. */
  idPrefix: string;
};

const selectClass =
  "min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 sm:min-h-9 sm:py-1.5";

/** The role of one user: a select and a save button, a plain post that works without JavaScript. */
export function StaffRoleForm({ userId, displayName, role, idPrefix }: StaffRoleFormProps) {
  const selectId = `${idPrefix}-role-${userId}`;
  return (
    // Posted to the page without its query, so an earlier `?notice=` does not outlive the answer.
    <Form method="post" action="/admin/users" className="flex items-center gap-2">
      <CsrfField />
      <input type="hidden" name="intent" value="change-role" />
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={selectId} className="sr-only">
        Role of {displayName}
      </label>
      <select id={selectId} name="role" defaultValue={role} className={selectClass}>
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-outline min-h-11 px-3 py-2 text-sm sm:min-h-9">
        Save role<span className="sr-only"> of {displayName}</span>
      </button>
    </Form>
  );
}
