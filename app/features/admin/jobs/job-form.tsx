import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EMPLOYMENT_TYPES, JOB_STATUSES, type JobStatus } from "#app/db/schema.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { FieldShell, fieldControlClass, TextAreaField, TextField } from "#app/components/forms/form-field.tsx";
import { employmentTypeLabel } from "#app/features/careers/employment-type-label.ts";
import { SEO_FIELD_IDS, SEO_FIELD_LABELS, SeoFormFields } from "#app/features/admin/seo/seo-form-fields.tsx";
import type { LibraryPictureChoice } from "#app/features/admin/seo/library-picture-field.tsx";
import { readSeoForm, type SeoFormValues } from "#app/model/seo-fields.ts";
import { JOB_FORM_FIELDS, jobFieldLimits, parseJobForm, readJobFormValues, type JobFieldErrors, type JobFormField, type JobFormValues } from "./job-form-schema.ts";
import { RequirementsField } from "./requirements-field.tsx";

export const JOB_FIELD_LABELS: Record<JobFormField, string> = {
  jobTitle: "Job title",
  postTitle: "Post title",
  summary: "Summary",
  experience: "Experience",
  salary: "Salary",
  openings: "Openings",
  location: "Location",
  availability: "Availability",
  employmentType: "Employment type",
  datePosted: "Date posted",
  validThrough: "Valid through",
  status: "Status",
  requirements: "Requirements",
};

const statusLabel: Record<JobStatus, string> = {
  open: "Open: shown on the careers page",
  closed: "Closed: hidden, takes no applications",
};

const fieldId = (field: JobFormField) => `job-${field}`;

/** The fields that are one line of free text, capped at the schema's length. */
type LineField = "jobTitle" | "postTitle" | "experience" | "salary" | "location" | "availability";

type JobFormProps = {
  /** What the fields start with: the stored job, or what was typed when the server refused it. */
  values: JobFormValues;
  seoValues: SeoFormValues;
  /** The library pictures the opening may be shared with. */
  pictures: readonly LibraryPictureChoice[];
  /** The stored opening's id, for the address its search fields fall back to; none for a new one. */
  jobId?: number;
  /** The server's messages, one per field. */
  errors?: JobFieldErrors;
  submitLabel: string;
  busyLabel: string;
  cancelHref: string;
};

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  options: { value: string; label: string }[];
  /** Added to the select's own classes, e.g. a narrower width. */
  className?: string;
};

// A required choice from a fixed list: TextField's counterpart for a select, which only this form needs.
function SelectField({ id, name, label, defaultValue, error, options, className }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={className ? `${fieldControlClass} ${className}` : fieldControlClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

// A headed group of fields, not a landmark: the form is one region already.
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-5">{children}</div>
    </div>
  );
}

/**
 * Every field of a job opening. The server validates every post; with JavaScript the same
 * schema checks the form first, so most slips are caught without a round trip.
 */
export function JobForm({ values, seoValues, pictures, jobId, errors: serverErrors, submitLabel, busyLabel, cancelHref }: JobFormProps) {
  const [clientErrors, setClientErrors] = useState<JobFieldErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = useNavigation().state === "submitting";

  // A new answer from the server replaces whatever the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);

  const errors = clientErrors ?? serverErrors ?? {};
  const invalidFields = JOB_FORM_FIELDS.filter((field) => errors[field]);
  const seoErrors = errors.seo ?? {};
  const invalidSeoFields = (Object.keys(SEO_FIELD_IDS) as (keyof SeoFormValues)[]).filter((field) => seoErrors[field]);
  const invalidCount = invalidFields.length + invalidSeoFields.length;

  useEffect(() => {
    if (clientErrors || serverErrors) summaryRef.current?.focus();
  }, [clientErrors, serverErrors]);

  /** What every field takes from its name: id, label, the value it starts with, its error. */
  const fieldProps = (field: JobFormField) => ({ id: fieldId(field), name: field, label: JOB_FIELD_LABELS[field], defaultValue: values[field], error: errors[field] });
  // Browsers' address-book suggestions only get in the way of a job's own wording.
  const lineProps = (field: LineField) => ({ ...fieldProps(field), maxLength: jobFieldLimits[field], autoComplete: "off" });

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const result = parseJobForm(readJobFormValues(data), readSeoForm(data));
    if (result.ok) return;
    event.preventDefault();
    setClientErrors(result.errors);
  }

  return (
    <Form method="post" noValidate onSubmit={checkBeforeSending} className="space-y-6">
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      {invalidCount > 0 || errors.form ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="job-form-errors-title" className="rounded-xl border border-red-300 bg-red-50 p-5 focus:outline-none focus-visible:outline-3 focus-visible:outline-accent-500">
          <h2 id="job-form-errors-title" className="font-semibold text-red-800">
            The job was not saved: {invalidCount === 1 ? "1 field needs" : `${invalidCount} fields need`} correcting
          </h2>
          {errors.form ? <p className="mt-2 text-sm text-red-800">{errors.form}</p> : null}
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
            {invalidFields.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                  {JOB_FIELD_LABELS[field]}: {errors[field]}
                </a>
              </li>
            ))}
            {invalidSeoFields.map((field) => (
              <li key={field}>
                <a href={`#${SEO_FIELD_IDS[field]}`} className="underline underline-offset-2">
                  {SEO_FIELD_LABELS[field]}: {seoErrors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>

      <Section title="Titles and summary">
        <TextField {...lineProps("jobTitle")} hint="Short title for the job card, e.g. DevOps Engineer" />
        <TextField {...lineProps("postTitle")} hint="Full title for the detail view, e.g. DevOps Engineer (Kubernetes, AWS), Pune" />
        <TextAreaField {...fieldProps("summary")} hint="What the role does, in two or three sentences" rows={5} maxLength={jobFieldLimits.summary} />
      </Section>

      <Section title="Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...lineProps("experience")} hint="e.g. 3-5 years" />
          <TextField {...lineProps("salary")} required={false} hint="e.g. ₹18–26 LPA; left empty, the careers page shows no salary" />
          <TextField {...fieldProps("openings")} hint="How many people the role hires" inputMode="numeric" autoComplete="off" />
          <SelectField {...fieldProps("employmentType")} options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: employmentTypeLabel[type] }))} />
          <TextField {...lineProps("location")} hint="City, country, e.g. Pune, India; add (remote) for remote roles" />
          <TextField {...lineProps("availability")} hint="When the role starts, e.g. Immediate or Within 30 days" />
        </div>
      </Section>

      <Section title="Dates and status">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...fieldProps("datePosted")} type="date" />
          <TextField {...fieldProps("validThrough")} type="date" hint="The last day the careers page shows the job" />
        </div>
        <SelectField {...fieldProps("status")} options={JOB_STATUSES.map((status) => ({ value: status, label: statusLabel[status] }))} className="sm:max-w-md" />
      </Section>

      {/* The field's own label heads this card: a section title would only repeat it. */}
      <div className="card p-5 sm:p-6">
        <RequirementsField id={fieldId("requirements")} name="requirements" defaultValue={values.requirements} error={errors.requirements} />
      </div>

      <SeoFormFields
        values={seoValues}
        errors={seoErrors}
        pictures={pictures}
        defaults={{
          title: `${values.postTitle || "The post title"} | the company's name`,
          description: "the summary",
          picture: "a card with the post title",
          address: jobId === undefined ? "the opening's own address on the careers page" : `/careers?job=${jobId}`,
        }}
      />

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </button>
        <Link to={cancelHref} className="btn-outline min-h-11">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
