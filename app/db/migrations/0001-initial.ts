import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Initial schema, written once for SQLite and PostgreSQL. Dialect differences go through
 * getPortableColumnTypes() only. Allowed status values are spelled out here rather than imported
 * from schema.ts: a migration must keep creating the same tables after the app's types move on.
 * Timestamps have no database default because the two databases cannot agree on one that yields
 * ISO-8601 text; the application writes them.
 */

/** `column in ('a', 'b')` as a CHECK expression. */
function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);

  await db.schema
    .createTable("posts")
    .addColumn("id", "integer", types.identity)
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("published_on", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(oneOf("status", ["draft", "published"])))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // Blog list: published posts, newest first.
  await db.schema.createIndex("posts_status_published_on_idx").on("posts").columns(["status", "published_on"]).execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", types.identity)
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable("post_categories")
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (col) => col.notNull().references("categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("post_categories_pk", ["post_id", "category_id"])
    .execute();
  // The primary key serves "categories of a post"; this serves "posts in a category".
  await db.schema.createIndex("post_categories_category_id_idx").on("post_categories").columns(["category_id", "post_id"]).execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", "integer", types.identity)
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("visible").check(oneOf("status", ["visible", "hidden"])),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("comments_post_id_status_idx").on("comments").columns(["post_id", "status", "created_at"]).execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", types.identity)
    .addColumn("job_title", "text", (col) => col.notNull())
    .addColumn("post_title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("experience", "text", (col) => col.notNull())
    .addColumn("salary", "text")
    .addColumn("openings", "integer", (col) => col.notNull().check(sql`openings >= 0`))
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("availability", "text", (col) => col.notNull())
    .addColumn("employment_type", "text", (col) =>
      col.notNull().check(oneOf("employment_type", ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"])),
    )
    .addColumn("status", "text", (col) => col.notNull().check(oneOf("status", ["open", "closed"])))
    .addColumn("date_posted", "text", (col) => col.notNull())
    .addColumn("valid_through", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("jobs_status_date_posted_idx").on("jobs").columns(["status", "date_posted"]).execute();

  await db.schema
    .createTable("job_requirements")
    .addColumn("job_id", "integer", (col) => col.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    // The key both orders the list and stops two requirements claiming the same place.
    .addPrimaryKeyConstraint("job_requirements_pk", ["job_id", "position"])
    .execute();

  await db.schema
    .createTable("attachments")
    .addColumn("id", "integer", types.identity)
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull().check(sql`size_bytes >= 0`))
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("data", types.bytes, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  // An attachment that is purged leaves the enquiry or application readable without its file.
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "integer", types.identity)
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("client_address", "text", (col) => col.notNull())
    .addColumn("attachment_id", "integer", (col) => col.references("attachments.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new").check(oneOf("status", ["new", "handled"])))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("handled_at", "text")
    .execute();
  await db.schema.createIndex("enquiries_status_created_at_idx").on("enquiries").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("enquiries_attachment_id_idx").on("enquiries").column("attachment_id").execute();

  await db.schema
    .createTable("applications")
    .addColumn("id", "integer", types.identity)
    // Deleting a job must not delete the applications for it: the reference is cleared and
    // job_title keeps the snapshot of what the applicant applied for.
    .addColumn("job_id", "integer", (col) => col.references("jobs.id").onDelete("set null"))
    .addColumn("job_title", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("client_address", "text", (col) => col.notNull())
    .addColumn("attachment_id", "integer", (col) => col.references("attachments.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new").check(oneOf("status", ["new", "handled"])))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("handled_at", "text")
    .execute();
  await db.schema.createIndex("applications_status_created_at_idx").on("applications").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("applications_job_id_idx").on("applications").column("job_id").execute();
  await db.schema.createIndex("applications_attachment_id_idx").on("applications").column("attachment_id").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", types.identity)
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body_text", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("queued").check(oneOf("status", ["queued", "sent", "failed"])),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .execute();
  // The sender polls "queued and due", oldest first.
  await db.schema.createIndex("outbox_status_next_attempt_at_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("staff_users")
    .addColumn("id", "integer", types.identity)
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("disabled_at", "text")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
  // "Sign out everywhere" and the cascade from staff_users both look sessions up by user.
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("used_challenges")
    .addColumn("signature", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  // Expired signatures are purged in bulk.
  await db.schema.createIndex("used_challenges_expires_at_idx").on("used_challenges").column("expires_at").execute();

  await db.schema
    .createTable("vitals")
    .addColumn("id", "integer", types.identity)
    .addColumn("route", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull().check(oneOf("name", ["LCP", "CLS", "INP", "FCP", "TTFB"])))
    .addColumn("value", types.double, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("vitals_route_created_at_idx").on("vitals").columns(["route", "created_at"]).execute();
  // Retention deletes old samples across all routes.
  await db.schema.createIndex("vitals_created_at_idx").on("vitals").column("created_at").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", types.identity)
    // No foreign key on purpose: the record of who did what outlives the user row.
    .addColumn("user_id", "integer")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_at_idx").on("audit_log").column("created_at").execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  // Children before parents, so foreign keys never block a drop.
  for (const table of [
    "audit_log",
    "vitals",
    "used_challenges",
    "sessions",
    "staff_users",
    "outbox",
    "applications",
    "enquiries",
    "attachments",
    "job_requirements",
    "jobs",
    "comments",
    "post_categories",
    "categories",
    "posts",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

export const initialMigration: Migration = { up, down };
