import { type Kysely, type Migration, sql } from "kysely";
import { getDatabaseDialect, getPortableColumnTypes } from "#app/db/dialect.ts";
import { markdownToPlainText } from "#app/features/blog/render-markdown.server.ts";
import { cleanSearchText, extractPageText } from "#app/features/search/extract-page-text.ts";

/*
 * The site search: search_documents holds one row per public page, published post and open job
 * (its address, title and the text a visitor reads there), kept by the writes that make things
 * public, in their own transactions (app/features/search/reindex-search-documents.server.ts).
 * A post dated after today and a job past its closing date keep their rows, with the dates that
 * decide when they show, since no write happens when the calendar moves.
 *
 * The full-text index is each database's own:
 * - SQLite: an FTS5 table, search_index, with `search_documents` as its external content, so
 *   the text is stored once and snippet() and highlight() can still quote it (a contentless table
 *   could not). Three triggers keep it in step with every insert, update and delete of a row, in
 *   the same transaction. The tokenizer stems English words with porter over unicode61, folding
 *   case and diacritics: "migrating" finds "migration".
 * - PostgreSQL: a stored generated tsvector column (English configuration, title weighted above
 *   body) with a GIN index; the database recomputes it on every write of the row.
 *
 * The rows of what is public when this runs are written here, from the pages' published
 * documents, the published posts and the open jobs as they are at that moment, with the text
 * extraction of the running version (extract-page-text.ts); later writes reindex their own rows.
 */

const FAMILY_LABELS: Record<string, string> = { services: "Services", industries: "Industries", solutions: "Solutions", aboutus: "About us" };

function lines(texts: readonly (string | null)[]): string {
  return texts
    .map((text) => cleanSearchText(text ?? ""))
    .filter((text) => text !== "")
    .join("\n");
}

async function createSqliteIndex(db: Kysely<any>): Promise<void> {
  await sql`create virtual table search_index using fts5(title, body, content='search_documents', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
  await sql`create trigger search_documents_after_insert after insert on search_documents begin
    insert into search_index (rowid, title, body) values (new.id, new.title, new.body);
  end`.execute(db);
  await sql`create trigger search_documents_after_delete after delete on search_documents begin
    insert into search_index (search_index, rowid, title, body) values ('delete', old.id, old.title, old.body);
  end`.execute(db);
  await sql`create trigger search_documents_after_update after update on search_documents begin
    insert into search_index (search_index, rowid, title, body) values ('delete', old.id, old.title, old.body);
    insert into search_index (rowid, title, body) values (new.id, new.title, new.body);
  end`.execute(db);
}

async function createPostgresIndex(db: Kysely<any>): Promise<void> {
  await sql`alter table search_documents add column search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
  ) stored`.execute(db);
  await sql`create index search_documents_search_vector_idx on search_documents using gin (search_vector)`.execute(db);
}

async function indexPublishedContent(db: Kysely<any>, now: string): Promise<void> {
  const pages = await db.selectFrom("pages").select(["id", "family", "slug", "published"]).where("published", "is not", null).orderBy("id").execute();
  for (const page of pages) {
    const { title, body } = extractPageText(JSON.parse(page.published));
    await db
      .insertInto("search_documents")
      .values({ kind: "page", source_id: page.id, url: `/${page.family}/${page.slug}`, title, body, section: FAMILY_LABELS[page.family] ?? null, visible_from: null, visible_until: null, updated_at: now })
      .execute();
  }

  const posts = await db.selectFrom("posts").select(["id", "title", "content", "excerpt", "author_name", "published_on"]).where("status", "=", "published").orderBy("id").execute();
  for (const post of posts) {
    await db
      .insertInto("search_documents")
      .values({
        kind: "post",
        source_id: post.id,
        url: `/blog/${post.id}`,
        title: cleanSearchText(post.title),
        body: lines([post.excerpt, markdownToPlainText(post.content)]),
        section: cleanSearchText(post.author_name),
        visible_from: post.published_on,
        visible_until: null,
        updated_at: now,
      })
      .execute();
  }

  const jobs = await db
    .selectFrom("jobs")
    .select(["id", "job_title", "post_title", "summary", "experience", "salary", "location", "availability", "valid_through"])
    .where("status", "=", "open")
    .orderBy("id")
    .execute();
  for (const job of jobs) {
    const requirements = await db.selectFrom("job_requirements").select("text").where("job_id", "=", job.id).orderBy("position").execute();
    await db
      .insertInto("search_documents")
      .values({
        kind: "job",
        source_id: job.id,
        url: `/careers?job=${job.id}`,
        title: cleanSearchText(job.post_title),
        body: lines([job.job_title, job.summary, job.experience, job.location, job.availability, job.salary, ...requirements.map((requirement: { text: string }) => requirement.text)]),
        section: cleanSearchText(job.location),
        visible_from: null,
        visible_until: job.valid_through,
        updated_at: now,
      })
      .execute();
  }
}

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  await db.schema
    .createTable("search_documents")
    .addColumn("id", "integer", types.identity)
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('page', 'post', 'job')`))
    .addColumn("source_id", "integer", (col) => col.notNull())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("section", "text")
    .addColumn("visible_from", "text")
    .addColumn("visible_until", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    // One row per page, post or job: every reindex is an upsert on this key.
    .addUniqueConstraint("search_documents_kind_source_id_key", ["kind", "source_id"])
    .execute();
  if (getDatabaseDialect(db) === "sqlite") await createSqliteIndex(db);
  else await createPostgresIndex(db);
  await indexPublishedContent(db, new Date().toISOString());
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) === "sqlite") {
    // Dropping the table drops its triggers; the FTS5 table is separate.
    await sql`drop table search_index`.execute(db);
  }
  await db.schema.dropTable("search_documents").execute();
}

export const siteSearchMigration: Migration = { up, down };
