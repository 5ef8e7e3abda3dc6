import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ADDRESS_MAX_LENGTH } from "./personal-data-address.ts";
import { FIELD_CLASS } from "./personal-data-form-text.ts";

/**
 * The address to look up. Posted rather than put in the query string: the address of someone
 * asking for their data stays out of URLs, server logs and the browser's history.
 */
export function PersonalDataLookupForm({ typed, error }: { typed: string; error: string | undefined }) {
  return (
    <Form method="post" className="card grid gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:p-5" aria-label="Find personal data">
      <CsrfField />
      <input type="hidden" name="intent" value="find" />
      <div>
        <label htmlFor="personal-data-email" className="block text-sm font-semibold text-slate-900">
          Email address
        </label>
        <input
          // Remount with what the server sends back, so the typed address survives a refusal.
          key={typed}
          id="personal-data-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={ADDRESS_MAX_LENGTH}
          defaultValue={typed}
          autoFocus={error !== undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "personal-data-email-error" : "personal-data-email-hint"}
          className={FIELD_CLASS}
        />
        {error ? (
          <p id="personal-data-email-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id="personal-data-email-hint" className="mt-1 text-sm text-slate-600">
            Any letter case: the address is compared without it.
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary min-h-11 px-5 py-2 sm:mt-6">
        Find
      </button>
    </Form>
  );
}
