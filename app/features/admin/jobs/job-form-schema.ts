import { z } from "#app/lib/jitless-zod.ts";
import { EMPLOYMENT_TYPES, JOB_STATUSES, type EmploymentType, type JobStatus } from "#app/db/schema.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { validateSeoForm, type SeoFieldErrors, type SeoFields, type SeoFormValues } from "#app/model/seo-fields.ts";

/*
 * The job opening form, shared by the page (checked before sending when JavaScript runs) and
 * the action (which never trusts the browser). Every value arrives as form text; the schema
 * turns it into a stored opening or one message per field.
 */

export const JOB_FORM_FIELDS = [
  "jobTitle",
  "postTitle",
  "summary",
  "experience",
  "salary",
  "openings",
  "location",
  "availability",
  "employmentType",
  "datePosted",
  "validThrough",
  "status",
  "requirements",
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];

/** The form as typed: what the page shows again when the server refuses it, so nothing is lost. */
export type JobFormValues = Record<JobFormField, string>;

export const jobFieldLimits = {
  jobTitle: 120,
  postTitle: 200,
  summary: 2000,
  experience: 60,
  salary: 80,
  location: 120,
  availability: 80,
  openings: 999,
  requirement: 300,
  requirements: 30,
} as const;

export const jobFormMessages = {
  jobTitleRequired: "Enter the job title",
  postTitleRequired: "Enter the post title",
  summaryRequired: "Enter a summary of the role",
  experienceRequired: "Enter the experience the role needs",
  locationRequired: "Enter the location",
  availabilityRequired: "Enter when the role starts",
  openings: `Enter the number of openings, a whole number from 1 to ${jobFieldLimits.openings}`,
  employmentType: "Choose an employment type",
  datePosted: "Enter the date posted as a valid date",
  validThrough: "Enter the last day of the opening as a valid date",
  validThroughBeforePosted: "Valid through cannot be before the date posted",
  status: "Choose open or closed",
  requirementsRequired: "Enter at least one requirement",
  requirementsTooMany: `Enter at most ${jobFieldLimits.requirements} requirements`,
  requirementTooLong: (position: number) => `Requirement ${position} is longer than ${jobFieldLimits.requirement} characters`,
  requirementRepeated: (position: number) => `Requirement ${position} repeats an earlier one`,
  tooLong: (limit: number) => `Use at most ${limit} characters`,
} as const;

function singleLine(requiredMessage: string, limit: number) {
  return z
    .string({ error: requiredMessage })
    .transform((value) => stripControlCharacters(value, { singleLine: true }).trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, requiredMessage).max(limit, jobFormMessages.tooLong(limit)));
}

function calendarDate(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      // Rejects 2026-02-30 and the like, which Date silently rolls over.
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);
}

/** One requirement per line, in order; blank lines do not count. */
export function splitRequirements(text: string): string[] {
  return stripControlCharacters(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0);
}

export const jobFormSchema = z
  .object({
    jobTitle: singleLine(jobFormMessages.jobTitleRequired, jobFieldLimits.jobTitle),
    postTitle: singleLine(jobFormMessages.postTitleRequired, jobFieldLimits.postTitle),
    summary: z
      .string({ error: jobFormMessages.summaryRequired })
      .transform((value) => stripControlCharacters(value).trim())
      .pipe(z.string().min(1, jobFormMessages.summaryRequired).max(jobFieldLimits.summary, jobFormMessages.tooLong(jobFieldLimits.summary))),
    experience: singleLine(jobFormMessages.experienceRequired, jobFieldLimits.experience),
    // Optional: an empty salary is stored as null and the careers card leaves the line out.
    salary: z
      .string()
      .optional()
      .transform((value) => stripControlCharacters(value ?? "", { singleLine: true }).trim().replace(/\s+/g, " "))
      .pipe(z.string().max(jobFieldLimits.salary, jobFormMessages.tooLong(jobFieldLimits.salary)))
      .transform((value) => (value === "" ? null : value)),
    openings: z
      .string({ error: jobFormMessages.openings })
      .trim()
      .regex(/^\d{1,3}$/, jobFormMessages.openings)
      .transform(Number)
      .pipe(z.number().int().min(1, jobFormMessages.openings).max(jobFieldLimits.openings, jobFormMessages.openings)),
    location: singleLine(jobFormMessages.locationRequired, jobFieldLimits.location),
    availability: singleLine(jobFormMessages.availabilityRequired, jobFieldLimits.availability),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: jobFormMessages.employmentType }),
    datePosted: calendarDate(jobFormMessages.datePosted),
    validThrough: calendarDate(jobFormMessages.validThrough),
    status: z.enum(JOB_STATUSES, { error: jobFormMessages.status }),
    requirements: z
      .string({ error: jobFormMessages.requirementsRequired })
      .transform(splitRequirements)
      .superRefine((lines, context) => {
        if (lines.length === 0) context.addIssue({ code: "custom", message: jobFormMessages.requirementsRequired });
        if (lines.length > jobFieldLimits.requirements) context.addIssue({ code: "custom", message: jobFormMessages.requirementsTooMany });
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          if (line.length > jobFieldLimits.requirement) context.addIssue({ code: "custom", message: jobFormMessages.requirementTooLong(index + 1) });
          // The careers page lists requirements by their text, and a repeated line is a slip anyway.
          const key = line.toLowerCase();
          if (seen.has(key)) context.addIssue({ code: "custom", message: jobFormMessages.requirementRepeated(index + 1) });
          seen.add(key);
        });
      }),
  })
  .superRefine((job, context) => {
    // ISO dates compare correctly as text.
    if (job.validThrough < job.datePosted) {
      context.addIssue({ code: "custom", path: ["validThrough"], message: jobFormMessages.validThroughBeforePosted });
    }
  });

/** A validated opening; `seo` only when the form sent its search and sharing fields. */
export type JobInput = z.infer<typeof jobFormSchema> & { seo?: SeoFields };
export type JobFieldErrors = Partial<Record<JobFormField | "form", string>> & { seo?: SeoFieldErrors };

/** The form's text fields from a posted form; anything else posted is ignored. */
export function readJobFormValues(form: FormData): JobFormValues {
  const values = {} as JobFormValues;
  for (const field of JOB_FORM_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export type JobFormResult = { ok: true; job: JobInput } | { ok: false; errors: JobFieldErrors };

/** Validates typed values: the stored opening, or the first message for each field. */
export function parseJobForm(values: JobFormValues, seoValues?: SeoFormValues): JobFormResult {
  const result = jobFormSchema.safeParse(values);
  const seo = seoValues ? validateSeoForm(seoValues) : null;
  if (result.success && seo?.ok !== false) return { ok: true, job: seo ? { ...result.data, seo: seo.value } : result.data };
  const errors: JobFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "form") as JobFormField | "form";
      errors[field] ??= issue.message;
    }
  }
  if (seo && !seo.ok) errors.seo = seo.fieldErrors;
  return { ok: false, errors };
}

/** Values for a new opening: open, full-time, posted today and valid for 60 days. */
export function newJobFormValues(today: string): JobFormValues {
  const validThrough = new Date(`${today}T00:00:00Z`);
  validThrough.setUTCDate(validThrough.getUTCDate() + 60);
  return {
    jobTitle: "",
    postTitle: "",
    summary: "",
    experience: "",
    salary: "",
    openings: "1",
    location: "",
    availability: "",
    employmentType: "FULL_TIME" satisfies EmploymentType,
    datePosted: today,
    validThrough: validThrough.toISOString().slice(0, 10),
    status: "open" satisfies JobStatus,
    requirements: "",
  };
}
