import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EMPLOYMENT_TYPES, JOB_STATUSES, type JobStatus } from "#app/db/schema.ts";
import { CsrfField } from "#app/components/admin/csrf-field.tsx";
import { FieldShell, fieldControlClass, TextAreaField, TextField } from "#app/components/forms/form-field.tsx";
import { employmentTypeLabel } from "#app/features/careers/employment-type-label.ts";
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

type JobFormProps = {
  /** What the fields start with: the stored job, or what was typed when the server refused it. */
  values: JobFormValues;
  /** The server's messages, one per field. */
  errors?: JobFieldErrors;
  submitLabel: string;
  busyLabel: string;
  cancelHref: string;
};

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
export function JobForm({ values, errors: serverErrors, submitLabel, busyLabel, cancelHref }: JobFormProps) {
  const [clientErrors, setClientErrors] = useState<JobFieldErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = useNavigation().state === "submitting";

  // A new answer from the server replaces whatever the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);

  const errors = clientErrors ?? serverErrors ?? {};
  const invalidFields = JOB_FORM_FIELDS.filter((field) => errors[field]);

  useEffect(() => {
    if (clientErrors || serverErrors) summaryRef.current?.focus();
  }, [clientErrors, serverErrors]);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const result = parseJobForm(readJobFormValues(new FormData(event.currentTarget)));
    if (result.ok) return;
    event.preventDefault();
    setClientErrors(result.errors);
  }

  return (
    <Form method="post" noValidate onSubmit={checkBeforeSending} className="space-y-6">
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      {invalidFields.length > 0 || errors.form ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="job-form-errors-title" className="rounded-xl border border-red-300 bg-red-50 p-5 focus:outline-none focus-visible:outline-3 focus-visible:outline-accent-500">
          <h2 id="job-form-errors-title" className="font-semibold text-red-800">
            The job was not saved: {invalidFields.length === 1 ? "1 field needs" : `${invalidFields.length} fields need`} correcting
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
          </ul>
        </div>
      ) : null}

      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>

      <Section title="Titles and summary">
        <TextField
          id={fieldId("jobTitle")}
          name="jobTitle"
          label={JOB_FIELD_LABELS.jobTitle}
          hint="Short title for the job card, e.g. DevOps Engineer"
          defaultValue={values.jobTitle}
          error={errors.jobTitle}
          maxLength={jobFieldLimits.jobTitle}
          autoComplete="off"
        />
        <TextField
          id={fieldId("postTitle")}
          name="postTitle"
          label={JOB_FIELD_LABELS.postTitle}
          hint="Full title for the detail view, e.g. DevOps Engineer (Kubernetes, AWS), Pune"
          defaultValue={values.postTitle}
          error={errors.postTitle}
          maxLength={jobFieldLimits.postTitle}
          autoComplete="off"
        />
        <TextAreaField
          id={fieldId("summary")}
          name="summary"
          label={JOB_FIELD_LABELS.summary}
          hint="What the role does, in two or three sentences"
          rows={5}
          defaultValue={values.summary}
          error={errors.summary}
          maxLength={jobFieldLimits.summary}
        />
      </Section>

      <Section title="Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId("experience")}
            name="experience"
            label={JOB_FIELD_LABELS.experience}
            hint="e.g. 3-5 years"
            defaultValue={values.experience}
            error={errors.experience}
            maxLength={jobFieldLimits.experience}
            autoComplete="off"
          />
          <TextField
            id={fieldId("salary")}
            name="salary"
            label={JOB_FIELD_LABELS.salary}
            required={false}
            hint="e.g. ₹18–26 LPA; left empty, the careers page shows no salary"
            defaultValue={values.salary}
            error={errors.salary}
            maxLength={jobFieldLimits.salary}
            autoComplete="off"
          />
          <TextField
            id={fieldId("openings")}
            name="openings"
            label={JOB_FIELD_LABELS.openings}
            hint="How many people the role hires"
            inputMode="numeric"
            defaultValue={values.openings}
            error={errors.openings}
            autoComplete="off"
          />
          <FieldShell id={fieldId("employmentType")} label={JOB_FIELD_LABELS.employmentType} required error={errors.employmentType}>
            {(describedBy) => (
              <select
                id={fieldId("employmentType")}
                name="employmentType"
                defaultValue={values.employmentType}
                aria-required
                aria-invalid={errors.employmentType ? true : undefined}
                aria-describedby={describedBy}
                className={fieldControlClass}
              >
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {employmentTypeLabel[type]}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <TextField
            id={fieldId("location")}
            name="location"
            label={JOB_FIELD_LABELS.location}
            hint="City, country, e.g. Pune, India; add (remote) for remote roles"
            defaultValue={values.location}
            error={errors.location}
            maxLength={jobFieldLimits.location}
            autoComplete="off"
          />
          <TextField
            id={fieldId("availability")}
            name="availability"
            label={JOB_FIELD_LABELS.availability}
            hint="When the role starts, e.g. Immediate or Within 30 days"
            defaultValue={values.availability}
            error={errors.availability}
            maxLength={jobFieldLimits.availability}
            autoComplete="off"
          />
        </div>
      </Section>

      <Section title="Dates and status">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={fieldId("datePosted")} name="datePosted" type="date" label={JOB_FIELD_LABELS.datePosted} defaultValue={values.datePosted} error={errors.datePosted} />
          <TextField
            id={fieldId("validThrough")}
            name="validThrough"
            type="date"
            label={JOB_FIELD_LABELS.validThrough}
            hint="The last day the careers page shows the job"
            defaultValue={values.validThrough}
            error={errors.validThrough}
          />
        </div>
        <FieldShell id={fieldId("status")} label={JOB_FIELD_LABELS.status} required error={errors.status}>
          {(describedBy) => (
            <select
              id={fieldId("status")}
              name="status"
              defaultValue={values.status}
              aria-required
              aria-invalid={errors.status ? true : undefined}
              aria-describedby={describedBy}
              className={`${fieldControlClass} sm:max-w-md`}
            >
              {JOB_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel[status]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </Section>

      {/* The field's own label heads this card: a section title would only repeat it. */}
      <div className="card p-5 sm:p-6">
        <RequirementsField id={fieldId("requirements")} name="requirements" defaultValue={values.requirements} error={errors.requirements} />
      </div>

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
