import type { EmploymentType } from "#app/db/schema.ts";
import type { SeoFields } from "#app/model/seo-fields.ts";

/** An open position as the careers page shows it. */
export type JobOpening = {
  id: number;
  jobTitle: string;
  postTitle: string;
  summary: string;
  experience: string;
  salary: string | null;
  openings: number;
  location: string;
  availability: string;
  employmentType: EmploymentType;
  datePosted: string;
  validThrough: string;
  /** In display order. */
  requirements: string[];
  /** What staff set for search engines and sharing when the opening's own address (`/careers?job=<id>`) is shown. */
  seo?: SeoFields;
};
