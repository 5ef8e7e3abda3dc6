import { type Kysely, sql } from "kysely";
import { expect, it } from "vitest";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { listIndexesMigration } from "./0010-list-indexes.ts";

const NOW = "2026-11-26T10:00:00.000Z";
const TABLES = ["posts", "comments", "jobs", "enquiries", "applications", "outbox", "audit_log", "media_items"] as const;

/** The names of a table's indexes, primary and unique keys left out. */
async function indexNames(db: Kysely<any>, table: string): Promise<string[]> {
  const rows =
    getDatabaseDialect(db) === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table} and indexdef not like '%UNIQUE%'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

async function everyIndex(db: Kysely<any>): Promise<string[]> {
  return (await Promise.all(TABLES.map((table) => indexNames(db, table)))).flat().sort();
}

/** Every row of the tables whose indexes change, to compare before and after. */
async function everyRow(db: Kysely<any>) {
  return Promise.all(TABLES.map((table) => db.selectFrom(table).select(["id", "created_at"]).orderBy("id").execute()));
}

describeEachDatabase(
  "the list indexes migration",
  (getDb) => {
    let before: string[];
    let rows: Awaited<ReturnType<typeof everyRow>>;

    it("upgrades a database with rows in every listed table, keeping them all and adding the lists' indexes", async () => {
      const db = getDb();
      for (const [name, migration] of Object.entries(allMigrations)) {
        if (name >= "0010") break;
        await migration.up(db);
      }
      const post = await db.insertInto("posts").values({ title: "Kept", slug: "kept", content: "Body", author_name: "Asha", published_on: "2026-11-01", status: "published", created_at: NOW, updated_at: NOW }).returning("id").executeTakeFirstOrThrow();
      await db.insertInto("comments").values({ post_id: post.id, name: "Ravi", message: "Kept too", status: "visible", created_at: NOW }).execute();
      const job = await db
        .insertInto("jobs")
        .values({ job_title: "DevOps Engineer", post_title: "DevOps Engineer, Pune", summary: "Build.", experience: "3+ years", salary: null, openings: 1, location: "Pune", availability: "Immediate", employment_type: "FULL_TIME", status: "open", date_posted: "2026-11-01", valid_through: "2026-12-31", created_at: NOW, updated_at: NOW })
        .returning("id")
        .executeTakeFirstOrThrow();
      const submission = { name: "Meera", email: "meera@example.com", phone: "+91 98200 12345", message: "Hello", client_address: "203.0.113.7", status: "new" as const, created_at: NOW };
      await db.insertInto("enquiries").values(submission).execute();
      await db.insertInto("applications").values({ ...submission, job_id: job.id, job_title: "DevOps Engineer" }).execute();
      await db.insertInto("outbox").values({ kind: "enquiry-notification", to_address: "sales@kairav.example", subject: "New enquiry", body_text: "Hello", next_attempt_at: NOW, created_at: NOW }).execute();
      await db.insertInto("audit_log").values({ user_id: null, action: "inbox.purge", target: "1 enquiry", created_at: NOW }).execute();
      await db
        .insertInto("media_items")
        .values({ original_name: "team.jpg", kind: "jpeg", width: 1200, height: 800, byte_size: 3, dominant_color: "#336699", original_sha256: "a".repeat(64), original_data: Buffer.from("abc"), created_at: NOW, updated_at: NOW })
        .execute();
      before = await everyIndex(db);
      rows = await everyRow(db);

      await listIndexesMigration.up(db);

      expect(await everyRow(db)).toEqual(rows);
      expect(await indexNames(db, "comments")).toEqual([
        "comments_created_at_idx",
        "comments_post_id_created_at_idx",
        "comments_post_id_status_created_at_idx",
        "comments_status_created_at_idx",
      ]);
      expect(await indexNames(db, "posts")).toEqual(["posts_published_on_idx", "posts_status_published_on_id_idx"]);
      expect(await indexNames(db, "applications")).toEqual([
        "applications_attachment_id_idx",
        "applications_created_at_idx",
        "applications_job_id_created_at_idx",
        "applications_status_created_at_id_idx",
      ]);
      expect(await indexNames(db, "audit_log")).toEqual(["audit_log_action_created_at_idx", "audit_log_created_at_id_idx", "audit_log_user_id_created_at_idx"]);
      expect(await indexNames(db, "media_items")).toEqual(["media_items_created_at_idx", "media_items_kind_created_at_idx"]);
      expect(await indexNames(db, "jobs")).toEqual(["jobs_date_posted_idx", "jobs_status_date_posted_id_idx"]);
      expect(await indexNames(db, "enquiries")).toEqual(["enquiries_attachment_id_idx", "enquiries_created_at_idx", "enquiries_status_created_at_id_idx"]);
      expect(await indexNames(db, "outbox")).toEqual(["outbox_created_at_idx", "outbox_status_created_at_idx", "outbox_status_next_attempt_at_idx"]);
    });

    it("can be undone, leaving the rows and the indexes as they were", async () => {
      const db = getDb();
      await listIndexesMigration.down!(db);
      expect(await everyIndex(db)).toEqual(before);
      expect(await everyRow(db)).toEqual(rows);
    });
  },
  { migrate: false },
);
