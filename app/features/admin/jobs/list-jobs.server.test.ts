import { expect, it } from "vitest";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createJob } from "./create-job.server.ts";
import { countJobsByStatus, listJobs } from "./list-jobs.server.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describeEachDatabase("the staff list of jobs", (getDb) => {
  it("lists every job newest first with its application count, and filters by status", async () => {
    const db = getDb();
    const older = await createJob(db, sampleJob({ jobTitle: "Older", datePosted: "2026-10-01" }), 7, NOW);
    const closed = await createJob(db, sampleJob({ jobTitle: "Closed one", status: "closed", datePosted: "2026-10-15" }), 7, NOW);
    const newer = await createJob(db, sampleJob({ jobTitle: "Newer", datePosted: "2026-11-10" }), 7, NOW);
    const application = { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hello", client_address: "127.0.0.1", created_at: NOW.toISOString() };
    await db
      .insertInto("applications")
      .values([
        { ...application, job_id: newer, job_title: "Newer" },
        { ...application, job_id: newer, job_title: "Newer" },
        { ...application, job_id: closed, job_title: "Closed one" },
        { ...application, job_id: null, job_title: "Deleted long ago" },
      ])
      .execute();

    const all = (await listJobs(db)).rows;
    expect(all.map((job) => [job.jobTitle, job.status, job.applicationCount])).toEqual([
      ["Newer", "open", 2],
      ["Closed one", "closed", 1],
      ["Older", "open", 0],
    ]);
    expect(all[0]).toEqual({ id: newer, jobTitle: "Newer", location: "Pune, India", employmentType: "FULL_TIME", status: "open", datePosted: "2026-11-10", validThrough: "2026-12-31", applicationCount: 2 });
    expect((await listJobs(db, { status: "open", q: "" })).rows.map((job) => job.id)).toEqual([newer, older]);
    expect((await listJobs(db, { status: "closed", q: "" })).rows.map((job) => job.id)).toEqual([closed]);
    expect((await listJobs(db, { status: null, q: "NEW" })).rows.map((job) => job.id)).toEqual([newer]);
    expect(await countJobsByStatus(db)).toEqual({ all: 3, open: 2, closed: 1 });
  });
});
