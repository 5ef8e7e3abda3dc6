import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { getOpenJobs } from "./get-open-jobs.server.ts";

const NOW = "2026-11-21T10:00:00.000Z";

describeEachDatabase("open job listing", (getDb) => {
  it("lists open, unexpired jobs newest first, each with its requirements in order", async () => {
    const db = getDb();
    const base = { summary: "s", experience: "2-4 years", salary: null, openings: 1, location: "Pune, India", availability: "Immediate", employment_type: "FULL_TIME" as const, created_at: NOW, updated_at: NOW };
    const rows = await db
      .insertInto("jobs")
      .values([
        { ...base, job_title: "Older", post_title: "Older opening", status: "open", date_posted: "2026-11-01", valid_through: "2026-12-31" },
        { ...base, job_title: "Newer", post_title: "Newer opening", status: "open", date_posted: "2026-11-15", valid_through: "2026-12-31", salary: "₹8–12 LPA" },
        { ...base, job_title: "Closed", post_title: "Closed opening", status: "closed", date_posted: "2026-11-16", valid_through: "2026-12-31" },
        { ...base, job_title: "Expired", post_title: "Expired opening", status: "open", date_posted: "2026-10-01", valid_through: "2026-11-20" },
      ])
      .returning(["id", "job_title"])
      .execute();
    const newer = rows.find((row) => row.job_title === "Newer")!;
    await db
      .insertInto("job_requirements")
      .values([
        { job_id: newer.id, position: 2, text: "second" },
        { job_id: newer.id, position: 1, text: "first" },
        { job_id: newer.id, position: 3, text: "third" },
      ])
      .execute();

    const jobs = await getOpenJobs(db, "2026-11-21");
    expect(jobs.map((job) => job.jobTitle)).toEqual(["Newer", "Older"]);
    expect(jobs[0]).toMatchObject({ salary: "₹8–12 LPA", requirements: ["first", "second", "third"], datePosted: "2026-11-15", employmentType: "FULL_TIME" });
    expect(jobs[1]?.requirements).toEqual([]);
  });
});
