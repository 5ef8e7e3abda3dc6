import type { Kysely } from "kysely";
import type { Database, JobStatus } from "#app/db/schema.ts";
import type { JobFormValues } from "./job-form-schema.ts";
import { jobFormValuesOf } from "./job-row.ts";
import { seoFieldsOfColumns, seoFormValuesOf, type SeoFormValues } from "#app/model/seo-fields.ts";

export type JobForEdit = {
  id: number;
  status: JobStatus;
  jobTitle: string;
  validThrough: string;
  applicationCount: number;
  values: JobFormValues;
  seoValues: SeoFormValues;
};

/** One opening as the edit page needs it, or null when there is no such opening. */
export async function getJobForEdit(db: Kysely<Database>, id: number): Promise<JobForEdit | null> {
  const job = await db
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
      "status",
      "date_posted",
      "valid_through",
      "seo_title",
      "seo_description",
      "social_image",
      "canonical_url",
      "robots",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!job) return null;
  const [requirements, applications] = await Promise.all([
    db.selectFrom("job_requirements").select("text").where("job_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("job_id", "=", id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: job.id,
    status: job.status,
    jobTitle: job.job_title,
    validThrough: job.valid_through,
    applicationCount: Number(applications.count),
    values: jobFormValuesOf(
      job,
      requirements.map((requirement) => requirement.text),
    ),
    seoValues: seoFormValuesOf(seoFieldsOfColumns(job)),
  };
}
