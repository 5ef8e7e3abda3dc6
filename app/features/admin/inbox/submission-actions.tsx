import { Form, useNavigation } from "react-router";
import type { SubmissionStatus } from "#app/db/schema.ts";
import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import type { SubmissionKind } from "./submission-kinds.ts";

type SubmissionActionsProps = { kind: Pick<SubmissionKind, "singular">; status: SubmissionStatus; error: string | null };

/** Mark handled / mark new, and delete behind a second, explicit step; all plain posts that work without JavaScript. */
export function SubmissionActions({ kind, status, error }: SubmissionActionsProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Form method="post">
        <CsrfField />
        {status === "new" ? (
          <button type="submit" name="intent" value="mark-handled" className="btn-primary min-h-11 w-full py-2" disabled={busy}>
            Mark handled
          </button>
        ) : (
          <button type="submit" name="intent" value="mark-new" className="btn-outline min-h-11 w-full py-2" disabled={busy}>
            Mark new
          </button>
        )}
      </Form>
      <ConfirmDisclosure
        label={`Delete ${kind.singular}`}
        message={`This deletes the ${kind.singular} and its attachment for good. It cannot be undone.`}
        confirmLabel="Delete permanently"
        fields={{ intent: "delete" }}
      />
    </div>
  );
}
