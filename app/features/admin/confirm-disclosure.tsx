import type { ReactNode } from "react";
import { Form } from "react-router";
import { CsrfField } from "./csrf-field.tsx";

type ConfirmDisclosureProps = {
  /** The first button, e.g. "Delete". */
  label: string;
  /** Read after the label by screen readers only, so a list of "Delete" buttons stays distinguishable. */
  context?: string;
  /** What will happen, shown once the first button is pressed. */
  message: ReactNode;
  /** The second button, which sends the form. */
  confirmLabel: string;
  /** Posted with the form besides the CSRF token, e.g. `{ intent: "delete", commentId: "12" }`. */
  fields: Record<string, string>;
  /** Where to post; the current page (with its query) when left out. */
  action?: string;
};

/**
 * A destructive action in two steps that needs no JavaScript: a native disclosure reveals the
 * consequence and a second button that posts the form.
 */
export function ConfirmDisclosure({ label, context, message, confirmLabel, fields, action }: ConfirmDisclosureProps) {
  return (
    <details className="group">
      <summary className="btn-outline min-h-11 cursor-pointer list-none px-3 py-2 text-sm text-red-800 hover:border-red-700 hover:text-red-800 sm:min-h-9 [&::-webkit-details-marker]:hidden">
        {label}
        {context ? <span className="sr-only"> {context}</span> : null}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" fill="currentColor" className="transition-transform group-open:rotate-180">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div className="mt-2 w-64 max-w-full rounded-lg border border-red-300 bg-red-50 p-3 text-sm whitespace-normal text-red-900">
        <p>{message}</p>
        <Form method="post" action={action} className="mt-3">
          <CsrfField />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn min-h-11 bg-red-700 px-4 py-2 text-sm text-white hover:bg-red-800 sm:min-h-9">
            {confirmLabel}
          </button>
        </Form>
      </div>
    </details>
  );
}
