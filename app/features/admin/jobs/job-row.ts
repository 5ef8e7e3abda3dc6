import type { Job, JobRequirement } from "#app/db/schema.ts";
import { columnsOfSeoFields } from "#app/model/seo-fields.ts";
import type { JobFormValues, JobInput } from "./job-form-schema.ts";

/** The stored columns of an opening, from a validated form. */
export function jobColumns(job: JobInput) {
  return {
    job_title: job.jobTitle,
    post_title: job.postTitle,
    summary: job.summary,
    experience: job.experience,
    salary: job.salary,
    openings: job.openings,
    location: job.location,
    availability: job.availability,
    employment_type: job.employmentType,
    status: job.status,
    date_posted: job.datePosted,
    valid_through: job.validThrough,
    // A form without the search fields leaves the stored ones as they are.
    ...(job.seo ? columnsOfSeoFields(job.seo) : {}),
  };
}

/** Requirement rows numbered 1, 2, 3… in the order given. */
export function requirementRows(jobId: number, requirements: readonly string[]): JobRequirement[] {
  return requirements.map((text, index) => ({ job_id: jobId, position: index + 1, text }));
}

type StoredJob = Pick<
  Job,
  "job_title" | "post_title" | "summary" | "experience" | "salary" | "openings" | "location" | "availability" | "employment_type" | "status" | "date_posted" | "valid_through"
>;

/** A stored opening as the edit form shows it. */
export function jobFormValuesOf(job: StoredJob, requirements: readonly string[]): JobFormValues {
  return {
    jobTitle: job.job_title,
    postTitle: job.post_title,
    summary: job.summary,
    experience: job.experience,
    salary: job.salary ?? "",
    openings: String(job.openings),
    location: job.location,
    availability: job.availability,
    employmentType: job.employment_type,
    datePosted: job.date_posted,
    validThrough: job.valid_through,
    status: job.status,
    requirements: requirements.join("\n"),
  };
}
