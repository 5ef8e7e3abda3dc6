import { expect, it } from "vitest";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createJob } from "./create-job.server.ts";
import { deleteJob } from "./delete-job.server.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");

describeEachDatabase("deleting a job", (getDb) => {
  it("removes the job and its requirements, and keeps its applications with the title they applied for", async () => {
    const db = getDb();
    const id = await createJob(db, sampleJob({ jobTitle: "Going away" }), 7, NOW);
    const keep = await createJob(db, sampleJob({ jobTitle: "Staying" }), 7, NOW);
    const application = { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hello", client_address: "127.0.0.1", created_at: NOW.toISOString() };
    await db
      .insertInto("applications")
      .values([
        { ...application, job_id: id, job_title: "Going away" },
        { ...application, job_id: keep, job_title: "Staying" },
      ])
      .execute();
    const version = contentVersion(db, "careers").current();

    expect(await deleteJob(db, id, 7, NOW)).toBe(true);

    expect(await db.selectFrom("jobs").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom("job_requirements").select("position").where("job_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("job_requirements").select("position").where("job_id", "=", keep).execute()).toHaveLength(3);
    const applications = await db.selectFrom("applications").select(["job_id", "job_title"]).orderBy("id").execute();
    expect(applications).toEqual([
      { job_id: null, job_title: "Going away" },
      { job_id: keep, job_title: "Staying" },
    ]);
    const audit = await db.selectFrom("audit_log").select(["user_id", "action"]).where("target", "=", `job:${id}`).orderBy("id").execute();
    expect(audit).toEqual([
      { user_id: 7, action: "job.create" },
      { user_id: 7, action: "job.delete" },
    ]);
    expect(contentVersion(db, "careers").current()).toBe(version + 1);
  });

  it("reports an unknown job and logs nothing", async () => {
    const db = getDb();
    expect(await deleteJob(db, 999_999, 11, NOW)).toBe(false);
    expect(await db.selectFrom("audit_log").select("id").where("user_id", "=", 11).execute()).toEqual([]);
  });
});
