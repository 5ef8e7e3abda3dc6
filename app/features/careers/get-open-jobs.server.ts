import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { seoFieldsOfColumns } from "#app/model/seo-fields.ts";
import type { JobOpening } from "./job-opening.ts";

/** Open positions that have not expired, newest first, each with its requirements. */
export async function getOpenJobs(db: Kysely<Database>, today: string = new Date().toISOString().slice(0, 10)): Promise<JobOpening[]> {
  const jobs = await db
    .selectFrom("jobs")
    .select([
      "id",
      "job_title",
      "post_title",
      "summary",
      "experience",
      "salary",
      "openings",
      "location",
      "availability",
      "employment_type",
      "date_posted",
      "valid_through",
      "seo_title",
      "seo_description",
      "social_image",
      "canonical_url",
      "robots",
    ])
    .where("status", "=", "open")
    .where("valid_through", ">=", today)
    .orderBy("date_posted", "desc")
    .orderBy("id", "desc")
    .execute();
  if (jobs.length === 0) return [];

  const requirements = await db
    .selectFrom("job_requirements")
    .select(["job_id", "text"])
    .where(
      "job_id",
      "in",
      jobs.map((job) => job.id),
    )
    .orderBy("job_id")
    .orderBy("position")
    .execute();
  const byJob = new Map<number, string[]>();
  for (const requirement of requirements) {
    const list = byJob.get(requirement.job_id) ?? [];
    list.push(requirement.text);
    byJob.set(requirement.job_id, list);
  }

  return jobs.map((job) => ({
    id: job.id,
    jobTitle: job.job_title,
    postTitle: job.post_title,
    summary: job.summary,
    experience: job.experience,
    salary: job.salary,
    openings: job.openings,
    location: job.location,
    availability: job.availability,
    employmentType: job.employment_type,
    datePosted: job.date_posted,
    validThrough: job.valid_through,
    requirements: byJob.get(job.id) ?? [],
    seo: seoFieldsOfColumns(job),
  }));
}
