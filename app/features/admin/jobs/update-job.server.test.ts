import { expect, it } from "vitest";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createJob } from "./create-job.server.ts";
import { updateJob } from "./update-job.server.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const LATER = new Date("2026-11-22T08:00:00.000Z");

describeEachDatabase("editing a job", (getDb) => {
  it("replaces the fields and the whole requirement list, in the new order", async () => {
    const db = getDb();
    const id = await createJob(db, sampleJob({ requirements: ["One", "Two", "Three", "Four"] }), 7, NOW);
    const versionBefore = contentVersion(db, "careers").current();

    const updated = await updateJob(db, id, sampleJob({ jobTitle: "Senior QA Engineer", salary: "₹20 LPA", openings: 3, requirements: ["Three", "One", "Five"] }), 8, LATER);
    expect(updated).toBe(true);

    const job = await db.selectFrom("jobs").select(["job_title", "salary", "openings", "created_at", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(job).toEqual({ job_title: "Senior QA Engineer", salary: "₹20 LPA", openings: 3, created_at: NOW.toISOString(), updated_at: LATER.toISOString() });
    const requirements = await db.selectFrom("job_requirements").select(["position", "text"]).where("job_id", "=", id).orderBy("position").execute();
    expect(requirements).toEqual([
      { position: 1, text: "Three" },
      { position: 2, text: "One" },
      { position: 3, text: "Five" },
    ]);
    const audit = await db.selectFrom("audit_log").select(["user_id", "action", "target"]).where("user_id", "=", 8).execute();
    expect(audit).toEqual([{ user_id: 8, action: "job.update", target: `job:${id}` }]);
    expect(contentVersion(db, "careers").current()).toBe(versionBefore + 1);
  });

  it("logs a status change made in the form as a close as well", async () => {
    const db = getDb();
    const id = await createJob(db, sampleJob(), 7, NOW);
    await updateJob(db, id, sampleJob({ status: "closed" }), 9, LATER);
    const audit = await db.selectFrom("audit_log").select("action").where("user_id", "=", 9).orderBy("id").execute();
    expect(audit.map((entry) => entry.action)).toEqual(["job.update", "job.close"]);
  });

  it("changes nothing for an unknown job", async () => {
    const db = getDb();
    const versionBefore = contentVersion(db, "careers").current();
    expect(await updateJob(db, 999_999, sampleJob(), 10, LATER)).toBe(false);
    expect(await db.selectFrom("audit_log").select("id").where("user_id", "=", 10).execute()).toEqual([]);
    expect(contentVersion(db, "careers").current()).toBe(versionBefore);
  });
});
