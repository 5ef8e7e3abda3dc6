import { describe, expect, it } from "vitest";
import { jobFieldLimits, jobFormMessages, newJobFormValues, parseJobForm, readJobFormValues, type JobFormValues } from "./job-form-schema.ts";

const valid: JobFormValues = {
  jobTitle: "  DevOps   Engineer ",
  postTitle: "DevOps Engineer (Kubernetes, AWS), Pune",
  summary: "Run the platforms.\r\nAnd improve them.",
  experience: "3-5 years",
  salary: "",
  openings: "2",
  location: "Pune, India",
  availability: "Immediate",
  employmentType: "CONTRACTOR",
  datePosted: "2026-11-01",
  validThrough: "2026-11-01",
  status: "open",
  requirements: "  Terraform \n\n Kubernetes in production\r\nOn-call experience\n",
};

describe("the job form", () => {
  it("turns typed text into a stored opening: trimmed, ordered requirements, empty salary as null", () => {
    const result = parseJobForm(valid);
    expect(result).toEqual({
      ok: true,
      job: {
        jobTitle: "DevOps Engineer",
        postTitle: "DevOps Engineer (Kubernetes, AWS), Pune",
        summary: "Run the platforms.\nAnd improve them.",
        experience: "3-5 years",
        salary: null,
        openings: 2,
        location: "Pune, India",
        availability: "Immediate",
        employmentType: "CONTRACTOR",
        datePosted: "2026-11-01",
        validThrough: "2026-11-01",
        status: "open",
        requirements: ["Terraform", "Kubernetes in production", "On-call experience"],
      },
    });
  });

  it("keeps a salary when one is given", () => {
    const result = parseJobForm({ ...valid, salary: " ₹18–26 LPA " });
    expect(result.ok && result.job.salary).toBe("₹18–26 LPA");
  });

  it("gives one message per field for everything missing", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ""])) as JobFormValues;
    const result = parseJobForm(empty);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      jobTitle: jobFormMessages.jobTitleRequired,
      postTitle: jobFormMessages.postTitleRequired,
      summary: jobFormMessages.summaryRequired,
      experience: jobFormMessages.experienceRequired,
      openings: jobFormMessages.openings,
      location: jobFormMessages.locationRequired,
      availability: jobFormMessages.availabilityRequired,
      employmentType: jobFormMessages.employmentType,
      datePosted: jobFormMessages.datePosted,
      validThrough: jobFormMessages.validThrough,
      status: jobFormMessages.status,
      requirements: jobFormMessages.requirementsRequired,
    });
  });

  it("accepts only a whole number of openings from 1", () => {
    for (const openings of ["0", "-1", "1.5", "two", "1000", "1e2"]) {
      const result = parseJobForm({ ...valid, openings });
      expect(result.ok ? null : result.errors.openings, openings).toBe(jobFormMessages.openings);
    }
    const result = parseJobForm({ ...valid, openings: " 12 " });
    expect(result.ok && result.job.openings).toBe(12);
  });

  it("refuses a valid-through date before the date posted, and dates that do not exist", () => {
    const early = parseJobForm({ ...valid, datePosted: "2026-11-02", validThrough: "2026-11-01" });
    expect(early.ok ? null : early.errors).toEqual({ validThrough: jobFormMessages.validThroughBeforePosted });
    const impossible = parseJobForm({ ...valid, datePosted: "2026-02-30", validThrough: "21/11/2026" });
    expect(impossible.ok ? null : impossible.errors).toEqual({ datePosted: jobFormMessages.datePosted, validThrough: jobFormMessages.validThrough });
  });

  it("refuses unknown employment types and statuses", () => {
    const result = parseJobForm({ ...valid, employmentType: "FREELANCE", status: "draft" });
    expect(result.ok ? null : result.errors).toEqual({ employmentType: jobFormMessages.employmentType, status: jobFormMessages.status });
  });

  it("names the requirement that is too long or repeated", () => {
    const long = parseJobForm({ ...valid, requirements: `One\n${"x".repeat(jobFieldLimits.requirement + 1)}` });
    expect(long.ok ? null : long.errors.requirements).toBe(jobFormMessages.requirementTooLong(2));
    const repeated = parseJobForm({ ...valid, requirements: "Terraform\nAWS\nterraform" });
    expect(repeated.ok ? null : repeated.errors.requirements).toBe(jobFormMessages.requirementRepeated(3));
    const many = parseJobForm({ ...valid, requirements: Array.from({ length: jobFieldLimits.requirements + 1 }, (_, index) => `Skill ${index}`).join("\n") });
    expect(many.ok ? null : many.errors.requirements).toBe(jobFormMessages.requirementsTooMany);
  });

  it("caps the length of single-line fields", () => {
    const result = parseJobForm({ ...valid, jobTitle: "x".repeat(jobFieldLimits.jobTitle + 1) });
    expect(result.ok ? null : result.errors).toEqual({ jobTitle: jobFormMessages.tooLong(jobFieldLimits.jobTitle) });
  });

  it("reads only the form's own fields from a post", () => {
    const form = new FormData();
    form.set("jobTitle", "QA Engineer");
    form.set("csrf", "token");
    form.set("status", "closed");
    const values = readJobFormValues(form);
    expect(values.jobTitle).toBe("QA Engineer");
    expect(values.status).toBe("closed");
    expect(values.salary).toBe("");
    expect(values).not.toHaveProperty("csrf");
  });

  it("starts a new job as open, full-time, posted today and valid for 60 days", () => {
    expect(newJobFormValues("2026-12-15")).toMatchObject({ status: "open", employmentType: "FULL_TIME", openings: "1", datePosted: "2026-12-15", validThrough: "2027-02-13" });
  });
});
