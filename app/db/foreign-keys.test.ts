import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import type { Database } from "#app/db/schema.ts";

const NOW = "2026-11-21T10:00:00.000Z";

async function insertPost(db: Kysely<Database>, slug: string): Promise<number> {
  const { id } = await db
    .insertInto("posts")
    .values({
      title: `Post ${slug}`,
      slug,
      content: "Body",
      author_name: "Test Author",
      published_on: "2026-11-21",
      status: "published",
      created_at: NOW,
      updated_at: NOW,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function insertJob(db: Kysely<Database>): Promise<number> {
  const { id } = await db
    .insertInto("jobs")
    .values({
      job_title: "Tester",
      post_title: "Tester, Pune",
      summary: "Tests things",
      experience: "1-2 years",
      salary: null,
      openings: 1,
      location: "Pune, India",
      availability: "Immediate",
      employment_type: "FULL_TIME",
      status: "open",
      date_posted: "2026-11-01",
      valid_through: "2026-12-31",
      created_at: NOW,
      updated_at: NOW,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function insertAttachment(db: Kysely<Database>): Promise<number> {
  const { id } = await db
    .insertInto("attachments")
    .values({
      file_name: "cv.pdf",
      content_type: "application/pdf",
      size_bytes: 4,
      sha256: "00",
      data: Buffer.from("%PDF"),
      created_at: NOW,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describeEachDatabase("foreign keys", (getDb) => {
  it("deleting a post deletes its comments and category links, not the categories", async () => {
    const db = getDb();
    const postId = await insertPost(db, "doomed");
    const keptPostId = await insertPost(db, "kept");
    const { id: categoryId } = await db
      .insertInto("categories")
      .values({ name: "Cloud", slug: "cloud" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("post_categories")
      .values([
        { post_id: postId, category_id: categoryId },
        { post_id: keptPostId, category_id: categoryId },
      ])
      .execute();
    await db
      .insertInto("comments")
      .values([
        { post_id: postId, name: "A", message: "First", created_at: NOW },
        { post_id: postId, name: "B", message: "Second", created_at: NOW },
        { post_id: keptPostId, name: "C", message: "Stays", created_at: NOW },
      ])
      .execute();

    await db.deleteFrom("posts").where("id", "=", postId).execute();

    const comments = await db.selectFrom("comments").select(["post_id", "message", "status"]).execute();
    expect(comments).toEqual([{ post_id: keptPostId, message: "Stays", status: "visible" }]);
    const links = await db.selectFrom("post_categories").selectAll().execute();
    expect(links).toEqual([{ post_id: keptPostId, category_id: categoryId }]);
    const categories = await db.selectFrom("categories").select("id").execute();
    expect(categories).toEqual([{ id: categoryId }]);
  });

  it("rejects a comment for a post that does not exist", async () => {
    await expect(
      getDb().insertInto("comments").values({ post_id: 987_654, name: "X", message: "Y", created_at: NOW }).execute(),
    ).rejects.toThrow();
  });

  it("deleting a job deletes its requirements but keeps applications with their title snapshot", async () => {
    const db = getDb();
    const jobId = await insertJob(db);
    await db
      .insertInto("job_requirements")
      .values([
        { job_id: jobId, position: 1, text: "First" },
        { job_id: jobId, position: 2, text: "Second" },
      ])
      .execute();
    const { id: applicationId } = await db
      .insertInto("applications")
      .values({
        job_id: jobId,
        job_title: "Tester",
        name: "Applicant",
        email: "applicant@example.com",
        phone: "9876543210",
        message: "Hello",
        client_address: "203.0.113.7",
        attachment_id: null,
        created_at: NOW,
        handled_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await db.deleteFrom("jobs").where("id", "=", jobId).execute();

    const requirements = await db.selectFrom("job_requirements").where("job_id", "=", jobId).selectAll().execute();
    expect(requirements).toEqual([]);
    const application = await db
      .selectFrom("applications")
      .where("id", "=", applicationId)
      .select(["job_id", "job_title", "status"])
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ job_id: null, job_title: "Tester", status: "new" });
  });

  it("deleting an attachment keeps the enquiry and clears the reference", async () => {
    const db = getDb();
    const attachmentId = await insertAttachment(db);
    const { id: enquiryId } = await db
      .insertInto("enquiries")
      .values({
        name: "Visitor",
        email: "visitor@example.com",
        phone: "+91-9876543210",
        message: "Please call me",
        client_address: "198.51.100.4",
        attachment_id: attachmentId,
        created_at: NOW,
        handled_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await db.deleteFrom("attachments").where("id", "=", attachmentId).execute();

    const enquiry = await db
      .selectFrom("enquiries")
      .where("id", "=", enquiryId)
      .select(["attachment_id", "message"])
      .executeTakeFirstOrThrow();
    expect(enquiry).toEqual({ attachment_id: null, message: "Please call me" });
  });

  it("deleting a staff user deletes their sessions", async () => {
    const db = getDb();
    const { id: userId } = await db
      .insertInto("staff_users")
      .values({ email: "hr@kairav.example", password_hash: "hash", display_name: "HR", role: "recruiter", created_at: NOW, disabled_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("sessions")
      .values({
        id: "session-hash",
        user_id: userId,
        csrf_token: "csrf",
        created_at: NOW,
        last_seen_at: NOW,
        expires_at: "2026-11-28T10:00:00.000Z",
      })
      .execute();

    await db.deleteFrom("staff_users").where("id", "=", userId).execute();

    expect(await db.selectFrom("sessions").selectAll().execute()).toEqual([]);
  });
});
