import { type Kysely, type Migration, sql } from "kysely";
import { getDatabaseDialect, getPortableColumnTypes } from "#app/db/dialect.ts";
import { jobSearchDocument, pageSearchDocument, postSearchDocument, type SearchDocument } from "#app/features/search/search-document-of.server.ts";

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
  const documents: SearchDocument[] = [];
  const pages = await db.selectFrom("pages").select(["id", "family", "slug", "published"]).where("published", "is not", null).orderBy("id").execute();
  for (const page of pages) documents.push(pageSearchDocument(page)!);
  const posts = await db.selectFrom("posts").select(["id", "title", "content", "excerpt", "author_name", "published_on", "status"]).where("status", "=", "published").orderBy("id").execute();
  for (const post of posts) documents.push(postSearchDocument(post)!);
  const jobs = await db
    .selectFrom("jobs")
    .select(["id", "job_title", "post_title", "summary", "experience", "salary", "location", "availability", "status", "valid_through"])
    .where("status", "=", "open")
    .orderBy("id")
    .execute();
  for (const job of jobs) {
    const requirements = await db.selectFrom("job_requirements").select("text").where("job_id", "=", job.id).orderBy("position").execute();
    documents.push(jobSearchDocument(job, requirements.map((requirement: { text: string }) => requirement.text))!);
  }
  for (const document of documents) await db.insertInto("search_documents").values({ ...document, updated_at: now }).execute();
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
