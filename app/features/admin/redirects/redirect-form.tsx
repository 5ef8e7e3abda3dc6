import { Form, Link, useNavigation } from "react-router";
import { TextField } from "#app/components/forms/form-field.tsx";
import { REDIRECT_STATUSES } from "#app/db/schema.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { FROM_PATH_MAX_LENGTH, TO_TARGET_MAX_LENGTH } from "./normalize-redirect.ts";
import type { RedirectFieldErrors, RedirectFormField, RedirectFormValues } from "./redirect-form-schema.ts";
import { REDIRECT_STATUS_LABELS } from "./redirect-status.ts";

const FIELD_LABELS: Record<RedirectFormField, string> = { from: "Old address", to: "New address", status: "Kind of redirect" };

const STATUS_HINTS = {
  301: "The page has moved for good: browsers and search engines remember the new address.",
  302: "For a while only: search engines keep the old address.",
} as const;

const fieldId = (field: RedirectFormField) => `redirect-${field}`;

type RedirectFormProps = {
  values: RedirectFormValues;
  errors?: RedirectFieldErrors;
  submitLabel: string;
  busyLabel: string;
};

/** One redirect's fields. The server checks every save (addresses, loops, chains) and answers each field's problem. */
export function RedirectForm({ values, errors = {}, submitLabel, busyLabel }: RedirectFormProps) {
  const submitting = useNavigation().state === "submitting";
  const invalid = (Object.keys(FIELD_LABELS) as RedirectFormField[]).filter((field) => errors[field]);
  return (
    <Form method="post" noValidate className="card space-y-5 p-5 sm:p-6">
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      {invalid.length > 0 ? (
        <div role="alert" aria-labelledby="redirect-form-errors-title" className="rounded-xl border border-red-300 bg-red-50 p-4">
          <h2 id="redirect-form-errors-title" className="font-semibold text-red-800">
            The redirect was not saved
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                  {FIELD_LABELS[field]}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        id={fieldId("from")}
        name="from"
        label={FIELD_LABELS.from}
        defaultValue={values.from}
        error={errors.from}
        // Room for a query or a trailing slash, which the save takes off before checking the length.
        maxLength={FROM_PATH_MAX_LENGTH + 100}
        autoComplete="off"
        spellCheck={false}
        hint="A path of this site that visitors or search engines still ask for, e.g. /old-services/cloud. Any query after ? is ignored."
      />
      <TextField
        id={fieldId("to")}
        name="to"
        label={FIELD_LABELS.to}
        defaultValue={values.to}
        error={errors.to}
        maxLength={TO_TARGET_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint="A path of this site (/services/cloud-management) or a full address (https://…). A visitor's query is passed on unless this address has its own."
      />
      <fieldset aria-describedby={errors.status ? `${fieldId("status")}-error` : undefined}>
        <legend className="font-semibold text-slate-900">{FIELD_LABELS.status}</legend>
        <div className="mt-2 space-y-2">
          {REDIRECT_STATUSES.map((status) => (
            <label key={status} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name="status"
                value={status}
                defaultChecked={values.status === String(status) || (status === 301 && values.status !== "302")}
                id={status === 301 ? fieldId("status") : undefined}
                className="mt-1 h-4 w-4 shrink-0"
              />
              <span>
                <span className="block font-semibold text-slate-900">{REDIRECT_STATUS_LABELS[status]}</span>
                <span className="block text-sm text-slate-600">{STATUS_HINTS[status]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.status ? (
          <p id={`${fieldId("status")}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.status}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </button>
        <Link to="/admin/redirects" className="btn-outline min-h-11">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
