import type { Kysely, Migration } from "kysely";

/*
 * Indexes for the staff lists and the blog, which all show rows newest first and page by keyset
 * (the sort value and the id of the last row shown): each list's query walks one of these in
 * order, after any equality filter (status, post, job, kind, action, user), and stops after a
 * page. The id ends each index so PostgreSQL needs no sort to break ties between equal
 * timestamps; SQLite appends the rowid to every index anyway, so there it costs nothing.
 * tests/integration/query-plans.test.ts checks on both databases that the queries use them.
 *
 * Where a list has a text search (enquiries and applications by name or email, posts by title,
 * the outbox by recipient or subject), the searched columns ride at the end of the index the
 * search walks. A contains-search cannot seek, so it reads every row its other filters leave; with
 * the columns in the index it reads the index, a tenth of the rows' size (a message, a post's
 * text, a mail's body stay behind), and fetches only the rows that match.
 *
 * Seven indexes of 0001 give way to ones with the same leading columns and the sort columns and
 * id after them; `down` puts them back as they were.
 */

type IndexSpec = { name: string; table: string; columns: string[] };

const ADDED: IndexSpec[] = [
  { name: "comments_created_at_idx", table: "comments", columns: ["created_at", "id"] },
  { name: "comments_status_created_at_idx", table: "comments", columns: ["status", "created_at", "id"] },
  { name: "comments_post_id_created_at_idx", table: "comments", columns: ["post_id", "created_at", "id"] },
  { name: "posts_published_on_idx", table: "posts", columns: ["published_on", "id", "title"] },
  { name: "jobs_date_posted_idx", table: "jobs", columns: ["date_posted", "id"] },
  { name: "enquiries_created_at_idx", table: "enquiries", columns: ["created_at", "id", "name", "email"] },
  { name: "applications_created_at_idx", table: "applications", columns: ["created_at", "id", "name", "email"] },
  { name: "outbox_created_at_idx", table: "outbox", columns: ["created_at", "id", "to_address", "subject"] },
  { name: "outbox_status_created_at_idx", table: "outbox", columns: ["status", "created_at", "id"] },
  { name: "audit_log_action_created_at_idx", table: "audit_log", columns: ["action", "created_at", "id"] },
  { name: "audit_log_user_id_created_at_idx", table: "audit_log", columns: ["user_id", "created_at", "id"] },
  { name: "media_items_created_at_idx", table: "media_items", columns: ["created_at", "id"] },
  { name: "media_items_kind_created_at_idx", table: "media_items", columns: ["kind", "created_at", "id"] },
];

/** Each old index and the one that takes its place. */
const REPLACED: { old: IndexSpec; new: IndexSpec }[] = [
  {
    old: { name: "posts_status_published_on_idx", table: "posts", columns: ["status", "published_on"] },
    new: { name: "posts_status_published_on_id_idx", table: "posts", columns: ["status", "published_on", "id"] },
  },
  {
    old: { name: "comments_post_id_status_idx", table: "comments", columns: ["post_id", "status", "created_at"] },
    new: { name: "comments_post_id_status_created_at_idx", table: "comments", columns: ["post_id", "status", "created_at", "id"] },
  },
  {
    old: { name: "jobs_status_date_posted_idx", table: "jobs", columns: ["status", "date_posted"] },
    new: { name: "jobs_status_date_posted_id_idx", table: "jobs", columns: ["status", "date_posted", "id"] },
  },
  {
    old: { name: "enquiries_status_created_at_idx", table: "enquiries", columns: ["status", "created_at"] },
    new: { name: "enquiries_status_created_at_id_idx", table: "enquiries", columns: ["status", "created_at", "id", "name", "email"] },
  },
  {
    old: { name: "applications_status_created_at_idx", table: "applications", columns: ["status", "created_at"] },
    new: { name: "applications_status_created_at_id_idx", table: "applications", columns: ["status", "created_at", "id", "name", "email"] },
  },
  {
    // Also what finds a job's applications when the job is deleted (ON DELETE SET NULL).
    old: { name: "applications_job_id_idx", table: "applications", columns: ["job_id"] },
    new: { name: "applications_job_id_created_at_idx", table: "applications", columns: ["job_id", "created_at", "id"] },
  },
  {
    old: { name: "audit_log_created_at_idx", table: "audit_log", columns: ["created_at"] },
    new: { name: "audit_log_created_at_id_idx", table: "audit_log", columns: ["created_at", "id"] },
  },
];

async function create(db: Kysely<any>, index: IndexSpec): Promise<void> {
  await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  for (const index of ADDED) await create(db, index);
  for (const replaced of REPLACED) {
    // The new index first: the table is never without one for its foreign key or its list.
    await create(db, replaced.new);
    await db.schema.dropIndex(replaced.old.name).execute();
  }
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  for (const replaced of REPLACED) {
    await create(db, replaced.old);
    await db.schema.dropIndex(replaced.new.name).execute();
  }
  for (const index of ADDED) await db.schema.dropIndex(index.name).execute();
}

export const listIndexesMigration: Migration = { up, down };

