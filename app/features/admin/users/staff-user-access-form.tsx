import { Form } from "react-router";
import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";

type StaffUserAccessFormProps = {
  userId: number;
  displayName: string;
  active: boolean;
  /** The signed-in admin's own row: deactivating it is refused, so it is not offered. */
  self: boolean;
};

/** Deactivate (after a confirmation) or reactivate one user; both post to the page without its query, so an earlier `?notice=` does not outlive the answer. */
export function StaffUserAccessForm({ userId, displayName, active, self }: StaffUserAccessFormProps) {
  if (self) return <p className="text-sm text-slate-600">Your account</p>;
  if (active) {
    return (
      <ConfirmDisclosure
        label="Deactivate"
        context={displayName}
        message={`${displayName} is signed out everywhere at once and cannot sign in until reactivated.`}
        confirmLabel={`Deactivate ${displayName}`}
        fields={{ intent: "deactivate", userId: String(userId) }}
        action="/admin/users"
      />
    );
  }
  return (
    <Form method="post" action="/admin/users">
      <CsrfField />
      <input type="hidden" name="intent" value="reactivate" />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className="btn-outline min-h-11 px-3 py-2 text-sm sm:min-h-9">
        Reactivate<span className="sr-only"> {displayName}</span>
      </button>
    </Form>
  );
}
