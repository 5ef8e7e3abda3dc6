import { expect, it } from "vitest";
import { getOpenJobs } from "#app/features/careers/get-open-jobs.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createJob } from "./create-job.server.ts";
import { setJobStatus } from "./set-job-status.server.ts";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const TODAY = "2026-11-21";

describeEachDatabase("closing and reopening a job", (getDb) => {
  it("takes a closed job off the careers list and brings it back when reopened, logging each change once", async () => {
    const db = getDb();
    const id = await createJob(db, sampleJob({ jobTitle: "Closable" }), 7, NOW);
    const listed = async () => (await getOpenJobs(db, TODAY)).some((job) => job.id === id);
    expect(await listed()).toBe(true);

    const version = contentVersion(db, "careers").current();
    expect(await setJobStatus(db, id, "closed", 7, NOW)).toBe("changed");
    expect(await listed()).toBe(false);
    expect(contentVersion(db, "careers").current()).toBe(version + 1);

    // A second click on Close changes and logs nothing.
    expect(await setJobStatus(db, id, "closed", 7, NOW)).toBe("unchanged");
    expect(contentVersion(db, "careers").current()).toBe(version + 1);

    expect(await setJobStatus(db, id, "open", 7, NOW)).toBe("changed");
    expect(await listed()).toBe(true);

    const audit = await db.selectFrom("audit_log").select(["action", "target"]).where("target", "=", `job:${id}`).orderBy("id").execute();
    expect(audit.map((entry) => entry.action)).toEqual(["job.create", "job.close", "job.reopen"]);
  });

  it("reports an unknown job", async () => {
    expect(await setJobStatus(getDb(), 999_999, "closed", 7, NOW)).toBe("not-found");
  });
});
