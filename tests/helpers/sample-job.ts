import type { JobInput } from "#app/features/admin/jobs/job-form-schema.ts";

/** A valid, open job opening for tests; override what the test is about. */
export function sampleJob(overrides: Partial<JobInput> = {}): JobInput {
  return {
    jobTitle: "QA Engineer",
    postTitle: "QA Engineer (Playwright, API testing), Pune",
    summary: "Test lending platforms end to end.",
    experience: "2-4 years",
    salary: null,
    openings: 1,
    location: "Pune, India",
    availability: "Within 30 days",
    employmentType: "FULL_TIME",
    status: "open",
    datePosted: "2026-11-01",
    validThrough: "2026-12-31",
    requirements: ["Playwright", "API testing", "SQL"],
    ...overrides,
  };
}
