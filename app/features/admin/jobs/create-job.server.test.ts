import { expect, it } from "vitest";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createJob } from "./create-job.server.ts";
import { getJobForEdit } from "./get-job-for-edit.server.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describeEachDatabase("creating a job", (getDb) => {
  it("stores the job, its requirements in order and an audit entry, and drops cached careers pages", async () => {
    const db = getDb();
    const versionBefore = contentVersion(db, "careers").current();
    const id = await createJob(db, sampleJob({ salary: "₹8–12 LPA", requirements: ["Third shown first", "Then this", "Last"] }), 7, NOW);

    const job = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ job_title: "QA Engineer", salary: "₹8–12 LPA", openings: 1, status: "open", created_at: NOW.toISOString(), updated_at: NOW.toISOString() });
    const requirements = await db.selectFrom("job_requirements").select(["position", "text"]).where("job_id", "=", id).orderBy("position").execute();
    expect(requirements).toEqual([
      { position: 1, text: "Third shown first" },
      { position: 2, text: "Then this" },
      { position: 3, text: "Last" },
    ]);
    const audit = await db.selectFrom("audit_log").select(["user_id", "action", "target"]).execute();
    expect(audit).toEqual([{ user_id: 7, action: "job.create", target: `job:${id}` }]);
    expect(contentVersion(db, "careers").current()).toBe(versionBefore + 1);
  });

  it("reads a job back as the edit form shows it", async () => {
    const db = getDb();
    const id = await createJob(db, sampleJob({ jobTitle: "Read back", requirements: ["A", "B"] }), 7, NOW);
    const job = await getJobForEdit(db, id);
    expect(job).toEqual({
      id,
      status: "open",
      jobTitle: "Read back",
      validThrough: "2026-12-31",
      applicationCount: 0,
      values: expect.objectContaining({ jobTitle: "Read back", salary: "", openings: "1", employmentType: "FULL_TIME", requirements: "A\nB" }),
      seoValues: { searchTitle: "", description: "", socialImage: "", canonical: "", noindex: false },
    });
    expect(await getJobForEdit(db, 999_999)).toBeNull();
  });
});
