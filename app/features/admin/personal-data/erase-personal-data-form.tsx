import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ADDRESS_MAX_LENGTH } from "./personal-data-address.ts";
import { FIELD_CLASS } from "./personal-data-form-text.ts";

/**
 * The erasure, confirmed by typing the address again: a button alone is too easy to press for
 * something that cannot be undone, and typing makes the person read which address it is.
 */
export function ErasePersonalDataForm({ address, typed, error }: { address: string; typed: string; error: string | undefined }) {
  return (
    <section aria-labelledby="erase-heading" className="card border-red-300 p-4 sm:p-5">
      <h3 id="erase-heading" className="text-base font-semibold text-red-900">
        Erase
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Deletes the enquiries, applications, files, comments and mails listed above and removes the address from the audit entries, all at once. It cannot be
        undone: download a copy first if the person asked for one.
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <CsrfField />
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={address} />
        <div>
          <label htmlFor="erase-confirmation" className="block text-sm font-semibold text-slate-900">
            Type the address again to confirm
          </label>
          <input
            key={`${typed}|${error ?? ""}`}
            id="erase-confirmation"
            name="confirmation"
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={ADDRESS_MAX_LENGTH}
            defaultValue={typed}
            autoFocus={error !== undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "erase-confirmation-error" : undefined}
            className={FIELD_CLASS}
          />
          {error ? (
            <p id="erase-confirmation-error" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn min-h-11 bg-red-700 px-5 py-2 text-white hover:bg-red-800 sm:mt-6">
          Erase everything listed
        </button>
      </Form>
    </section>
  );
}
