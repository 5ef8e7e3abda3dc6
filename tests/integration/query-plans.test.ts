import { type Compilable, CompiledQuery, type Kysely, sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { adminCommentsPageQuery } from "#app/features/admin/comments/list-admin-comments.server.ts";
import { filterSubmissions } from "#app/features/admin/inbox/filter-submissions.server.ts";
import { submissionsPageQuery } from "#app/features/admin/inbox/list-submissions.server.ts";
import { adminJobsPageQuery } from "#app/features/admin/jobs/list-jobs.server.ts";
import { mediaPageQuery } from "#app/features/admin/media/list-media.server.ts";
import { auditLogPageQuery } from "#app/features/admin/operations/list-audit-log.server.ts";
import { SYSTEM_USER } from "#app/features/admin/operations/audit-filters.ts";
import { outboxPageQuery } from "#app/features/admin/operations/list-outbox.server.ts";
import { adminPostsPageQuery } from "#app/features/admin/posts/list-admin-posts.server.ts";
import { postCardsQuery } from "#app/features/blog/get-blog-list-page.server.ts";
import { postCommentsQuery, postPageQuery } from "#app/features/blog/get-blog-post-page.server.ts";
import { postgresSearchPageQuery, type SearchRequest, sqliteSearchQueries } from "#app/features/search/search-site.server.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";

/*
 * The queries behind the blog and every staff list, built by the functions the pages call, must
 * walk an index in the order they show and stop after a page: no scan of a whole table, no sort
 * of every matching row (SQLite's "USE TEMP B-TREE FOR ORDER BY", PostgreSQL's Sort node).
 *
 * SQLite plans without statistics (production never runs ANALYZE), so its plans depend on the
 * schema alone. PostgreSQL plans from statistics: the tables get a few thousand rows shaped like
 * years of content (so walking an index and stopping is the cheapest plan, as at full size) and
 * are analysed, every row read, so the statistics and the plans are the same on every run. With
 * sequential scans turned off as well, a Seq Scan in a plan means no index could serve it at all,
 * not that a ten-row table was cheaper to read whole.
 *
 * Text searches (`q=`) of the lists are left out: a contains-search matches inside values, which no
 * b-tree index serves; it reads the rows the other filters leave, in index order, until a page is
 * full. Only counting an inbox's matches would read it whole: on PostgreSQL trigram indexes serve it.
 */

const BASE = Date.UTC(2024, 0, 1);
/** Three rows share each timestamp, as rows written in the same millisecond do. */
const stamp = (index: number) => new Date(BASE + Math.floor(index / 3) * 60_000).toISOString();
const day = (index: number) => new Date(BASE + Math.floor(index / 3) * 86_400_000).toISOString().slice(0, 10);

const COUNTS = { searchDocuments: 2000, posts: 2000, categories: 10, comments: 8000, jobs: 300, enquiries: 10000, applications: 4000, outbox: 5000, audit: 10000, media: 1500 };
/** The comments of the second post and the applications for the second job: the popular ones. */
const HOT_SHARE = { comments: 3000, applications: 1500 };

async function insertInChunks<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 400) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 400) as never)
      .execute();
  }
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

async function seed(db: Kysely<Database>): Promise<void> {
  const now = new Date(BASE).toISOString();
  await insertInChunks(
    db,
    "categories",
    range(COUNTS.categories).map((index) => ({ name: `Category ${index}`, slug: `category-${index}` })),
  );
  const categoryIds = (await db.selectFrom("categories").select("id").orderBy("id").execute()).map((row) => row.id);
  await insertInChunks(
    db,
    "posts",
    range(COUNTS.posts).map((index) => ({
      title: `Post ${index}`,
      slug: `post-${index}`,
      content: "Some **Markdown**.",
      author_name: "Asha",
      published_on: day(index),
      status: index % 10 === 0 ? "draft" : "published",
      created_at: now,
      updated_at: now,
    })),
  );
  const postIds = (await db.selectFrom("posts").select("id").orderBy("id").execute()).map((row) => row.id);
  await insertInChunks(
    db,
    "post_categories",
    postIds.map((postId, index) => ({ post_id: postId, category_id: categoryIds[index % categoryIds.length]! })),
  );
  await insertInChunks(
    db,
    "comments",
    range(COUNTS.comments).map((index) => ({
      // One post draws a discussion of thousands: the one whose pages must not sort them all.
      post_id: postIds[index < HOT_SHARE.comments ? 1 : (index * 7) % postIds.length]!,
      name: `Visitor ${index}`,
      message: "Thanks for the write-up.",
      status: index % 20 === 0 ? "hidden" : "visible",
      created_at: stamp(index),
    })),
  );
  await insertInChunks(
    db,
    "jobs",
    range(COUNTS.jobs).map((index) => ({
      job_title: `Engineer ${index}`,
      post_title: `Engineer ${index}, Pune`,
      summary: "Build things.",
      experience: "3+ years",
      salary: null,
      openings: 1,
      location: "Pune",
      availability: "Immediate",
      employment_type: "FULL_TIME",
      status: index % 4 === 0 ? "open" : "closed",
      date_posted: day(index),
      valid_through: "2030-12-31",
      created_at: now,
      updated_at: now,
    })),
  );
  const jobIds = (await db.selectFrom("jobs").select("id").orderBy("id").execute()).map((row) => row.id);
  const submission = (index: number) => ({
    name: `Sender ${index}`,
    email: `sender${index}@example.com`,
    phone: "+91 98200 12345",
    message: "Please call back.",
    client_address: "203.0.113.7",
    attachment_id: null,
    status: index % 3 === 0 ? "new" : "handled",
    created_at: stamp(index),
    handled_at: null,
  });
  await insertInChunks(db, "enquiries", range(COUNTS.enquiries).map(submission));
  await insertInChunks(
    db,
    "applications",
    range(COUNTS.applications).map((index) => ({ ...submission(index), job_id: jobIds[index < HOT_SHARE.applications ? 1 : index % jobIds.length]!, job_title: "Engineer" })),
  );
  await insertInChunks(
    db,
    "outbox",
    range(COUNTS.outbox).map((index) => ({
      kind: "enquiry-notification",
      to_address: `sales${index % 5}@kairav.example`,
      subject: `Enquiry ${index}`,
      body_text: "Hello",
      status: index % 50 === 0 ? "failed" : "sent",
      attempts: 1,
      next_attempt_at: stamp(index),
      last_error: null,
      created_at: stamp(index),
      sent_at: stamp(index),
    })),
  );
  const actions = ["staff.sign-in", "post.update", "comment.hide", "enquiry.export", "outbox.retry"];
  await insertInChunks(
    db,
    "audit_log",
    range(COUNTS.audit).map((index) => ({
      user_id: index % 7 === 0 ? null : (index % 6) + 1,
      action: actions[index % actions.length]!,
      target: `post:${index}`,
      created_at: stamp(index),
    })),
  );
  await insertInChunks(
    db,
    "media_items",
    range(COUNTS.media).map((index) => ({
      original_name: `photo-${index}.jpg`,
      kind: index % 5 === 0 ? "png" : "jpeg",
      alt_text: "",
      width: 1200,
      height: 800,
      byte_size: 3,
      dominant_color: "#336699",
      original_sha256: index.toString(16).padStart(64, "0"),
      original_data: Buffer.from("abc"),
      created_at: stamp(index),
      updated_at: stamp(index),
    })),
  );
  // Search rows as the site writes them: most posts public, a few dated later, a few jobs past their closing date.
  await insertInChunks(
    db,
    "search_documents",
    range(COUNTS.searchDocuments).map((index) => ({
      kind: index % 10 === 0 ? "job" : "post",
      source_id: index,
      url: `/blog/${index}`,
      title: `Compliance report ${index}`,
      body: `A platform for compliance ${index % 97 === 0 ? "and migration" : "and reporting"}, written up in detail.`,
      section: "Asha Rao",
      visible_from: index % 50 === 1 ? "2030-01-01" : day(index),
      visible_until: index % 10 === 0 ? (index % 40 === 0 ? "2020-01-01" : "2030-12-31") : null,
      updated_at: now,
    })),
  );
}

const older = (key: string, id: number): KeysetPosition => ({ direction: "older", cursor: { key, id } });
const newer = (key: string, id: number): KeysetPosition => ({ direction: "newer", cursor: { key, id } });
const MID = stamp(1500);
const MID_DAY = day(600);

type PlanCase = {
  name: string;
  query: (db: Kysely<Database>, ids: { postId: number; jobId: number }) => Compilable;
  /** The indexes it may walk: the one for its filter, or (where the filter keeps most rows, on PostgreSQL) the list's own order with the filter applied on the way. */
  indexes: string[];
  /** Why sorting is fine here, for the one query that reads a bounded set whole rather than a page. */
  sortsBecause?: string;
};

const cases: PlanCase[] = [
  // The blog.
  { name: "blog, page 40 of published posts", query: (db) => postCardsQuery(db, 40, null), indexes: ["posts_status_published_on_id_idx", "posts_published_on_idx"] },
  { name: "category page 3", query: (db) => postCardsQuery(db, 3, "category-3"), indexes: ["posts_status_published_on_id_idx", "posts_published_on_idx"] },
  {
    name: "one post with its categories",
    query: (db, { postId }) => postPageQuery(db, postId),
    indexes: ["posts_pkey", "sqlite_autoindex_posts_1", "post_categories_pkey", "sqlite_autoindex_post_categories_1"],
    sortsBecause: "it sorts the one post and its few categories",
  },
  // The popular post holds most comments: PostgreSQL may walk the post's index, or all comments' order, filtering on the way.
  { name: "the latest comments of one post", query: (db, { postId }) => postCommentsQuery(db, postId, null), indexes: ["comments_post_id_status_created_at_idx", "comments_post_id_created_at_idx"] },
  { name: "earlier comments of one post", query: (db, { postId }) => postCommentsQuery(db, postId, older(MID, 4500)), indexes: ["comments_post_id_status_created_at_idx", "comments_post_id_created_at_idx", "comments_created_at_idx"] },
  // Comments.
  { name: "comments, first page", query: (db) => adminCommentsPageQuery(db, { postId: null, status: null }, null), indexes: ["comments_created_at_idx"] },
  { name: "comments, an older page", query: (db) => adminCommentsPageQuery(db, { postId: null, status: null }, older(MID, 4500)), indexes: ["comments_created_at_idx"] },
  { name: "comments, a newer page", query: (db) => adminCommentsPageQuery(db, { postId: null, status: null }, newer(MID, 4500)), indexes: ["comments_created_at_idx"] },
  { name: "hidden comments", query: (db) => adminCommentsPageQuery(db, { postId: null, status: "hidden" }, older(MID, 4500)), indexes: ["comments_status_created_at_idx"] },
  { name: "the comments of one post", query: (db, { postId }) => adminCommentsPageQuery(db, { postId, status: null }, null), indexes: ["comments_post_id_created_at_idx"] },
  { name: "the hidden comments of one post", query: (db, { postId }) => adminCommentsPageQuery(db, { postId, status: "hidden" }, null), indexes: ["comments_post_id_status_created_at_idx"] },
  // Posts.
  { name: "posts, an older page", query: (db) => adminPostsPageQuery(db, { status: null, q: "" }, older(MID_DAY, 1800)), indexes: ["posts_published_on_idx"] },
  { name: "draft posts", query: (db) => adminPostsPageQuery(db, { status: "draft", q: "" }, null), indexes: ["posts_status_published_on_id_idx"] },
  // Jobs.
  { name: "jobs, first page", query: (db) => adminJobsPageQuery(db, { status: null, q: "" }, null), indexes: ["jobs_date_posted_idx"] },
  { name: "open jobs, an older page", query: (db) => adminJobsPageQuery(db, { status: "open", q: "" }, older(MID_DAY, 100)), indexes: ["jobs_status_date_posted_id_idx"] },
  // Enquiries and applications.
  { name: "enquiries, an older page", query: (db) => submissionsPageQuery(db, "enquiries", { q: "", status: null, job: null }, older(MID, 4500)), indexes: ["enquiries_created_at_idx"] },
  { name: "new enquiries", query: (db) => submissionsPageQuery(db, "enquiries", { q: "", status: "new", job: null }, null), indexes: ["enquiries_status_created_at_id_idx"] },
  { name: "applications, first page", query: (db) => submissionsPageQuery(db, "applications", { q: "", status: null, job: null }, null), indexes: ["applications_created_at_idx"] },
  { name: "handled applications", query: (db) => submissionsPageQuery(db, "applications", { q: "", status: "handled", job: null }, older(MID, 2000)), indexes: ["applications_status_created_at_id_idx", "applications_created_at_idx"] },
  { name: "the applications for one job", query: (db, { jobId }) => submissionsPageQuery(db, "applications", { q: "", status: null, job: jobId }, null), indexes: ["applications_job_id_created_at_idx"] },
  // Outbox.
  { name: "outbox, an older page", query: (db) => outboxPageQuery(db, { status: null, q: "" }, older(MID, 2500)), indexes: ["outbox_created_at_idx"] },
  { name: "failed mails", query: (db) => outboxPageQuery(db, { status: "failed", q: "" }, null), indexes: ["outbox_status_created_at_idx"] },
  // Audit log.
  { name: "audit log, an older page", query: (db) => auditLogPageQuery(db, { action: null, user: null }, older(MID, 4500)), indexes: ["audit_log_created_at_id_idx"] },
  { name: "audit log, one action", query: (db) => auditLogPageQuery(db, { action: "comment.hide", user: null }, null), indexes: ["audit_log_action_created_at_idx"] },
  { name: "audit log, one staff member", query: (db) => auditLogPageQuery(db, { action: null, user: 3 }, older(MID, 4500)), indexes: ["audit_log_user_id_created_at_idx", "audit_log_created_at_id_idx"] },
  { name: "audit log, the system", query: (db) => auditLogPageQuery(db, { action: null, user: SYSTEM_USER }, null), indexes: ["audit_log_user_id_created_at_idx", "audit_log_created_at_id_idx"] },
  // Media.
  { name: "media, an older page", query: (db) => mediaPageQuery(db, { q: "", kind: null }, older(MID, 700)), indexes: ["media_items_created_at_idx"] },
  { name: "media, one kind", query: (db) => mediaPageQuery(db, { q: "", kind: "png" }, null), indexes: ["media_items_kind_created_at_idx"] },
];

describeEachDatabase("query plans of the blog and the staff lists", (getDb, { dialect }) => {
  const ids = { postId: 0, jobId: 0 };

  beforeAll(async () => {
    const db = getDb();
    await seed(db);
    ids.postId = (await db.selectFrom("posts").select("id").where("slug", "=", "post-1").executeTakeFirstOrThrow()).id;
    ids.jobId = (await db.selectFrom("jobs").select("id").where("job_title", "=", "Engineer 1").executeTakeFirstOrThrow()).id;
    // Vacuumed too, as autovacuum leaves a table that took this many rows: it moves the rows
    // waiting in each GIN index's pending list into the index, which the planner otherwise
    // counts as a cost of every search through it.
    if (dialect === "postgres") await sql`vacuum analyze`.execute(db);
  }, 120_000);

  /** The plan's lines: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN text. */
  async function planOf(query: Compilable): Promise<string[]> {
    const compiled = query.compile();
    if (dialect === "sqlite") {
      const result = await getDb().executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((row) => row.detail);
    }
    return getDb()
      .connection()
      .execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        try {
          const result = await connection.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
          return result.rows.map((row) => row["QUERY PLAN"]);
        } finally {
          await sql`reset enable_seqscan`.execute(connection);
        }
      });
  }

  it.runIf(dialect === "postgres")("inbox search by name or e-mail: trigram indexes find the matches to count, no inbox is read whole", async () => {
    for (const table of ["enquiries", "applications"] as const) {
      const count = filterSubmissions(getDb(), table, { q: "1234", status: null, job: null }).select((eb) => eb.fn.countAll<number>().as("count"));
      const text = (await planOf(count)).join("\n");
      expect(text).toContain(`${table}_name_trigram_idx`);
      expect(text).toContain(`${table}_email_trigram_idx`);
      expect(text).not.toContain("Seq Scan");
    }
  });

  // A search ranks its matches, so it sorts them; what must not happen is reading every document.
  it("site search: the full-text index finds the matches, two small indexes the hidden documents, and no document is read whole", async () => {
    // A word a few documents hold: where nearly every document matches, reading them all is the right plan.
    const request: SearchRequest = { words: ["migration"], prefix: false, page: 1, today: "2026-11-27" };
    const raw = (builder: { compile(db: Kysely<Database>): CompiledQuery }): Compilable => ({ compile: () => builder.compile(getDb()) });
    if (dialect === "sqlite") {
      const queries = sqliteSearchQueries(request);
      for (const query of [queries.count, queries.page]) {
        const text = (await planOf(raw(query))).join("\n");
        expect(text).toMatch(/SCAN search_index VIRTUAL TABLE INDEX \d+:M/);
        expect(text).toContain("search_documents_visible_from_idx");
        expect(text).toContain("search_documents_visible_until_idx");
        expect(text).not.toMatch(/SCAN search_documents\b/);
      }
    } else {
      const text = (await planOf(raw(postgresSearchPageQuery(request).page))).join("\n");
      expect(text).toContain("search_documents_search_vector_idx");
      expect(text).not.toMatch(/Seq Scan/);
    }
  });

  it.each(cases)("$name: walks an index in order, no full scan, no sort", async ({ query, indexes, sortsBecause }) => {
    const plan = await planOf(query(getDb(), ids));
    const text = plan.join("\n");
    if (dialect === "sqlite") {
      // "SCAN posts" or "SCAN p" alone reads the whole table; "SCAN c USING INDEX …" walks an index in
      // order. Scanning a subquery's own rows (a co-routine: a page of ids picked from an index) reads no table.
      const subqueries = new Set(plan.flatMap((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)$/.exec(line.trim())?.[1] ?? []));
      const tableScans = plan.filter((line) => /^SCAN (TABLE )?\w+( AS \w+)?$/.test(line.trim()) && !subqueries.has(line.trim().split(" ").at(-1)!));
      expect(tableScans, text).toEqual([]);
      if (!sortsBecause) expect(text).not.toContain("TEMP B-TREE");
    } else {
      expect(text).not.toMatch(/Seq Scan/);
      if (!sortsBecause) expect(text).not.toMatch(/\bSort\b/);
    }
    expect(indexes.some((index) => text.includes(index)), text).toBe(true);
  });

});
