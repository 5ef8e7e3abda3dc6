import type { Transaction } from "kysely";
import type { Database, SearchDocumentKind } from "#app/db/schema.ts";
import { jobSearchDocument, pageSearchDocument, postSearchDocument, type SearchDocument } from "./search-document-of.server.ts";

/*
 * Keeps the search rows in step with what is public. Every write that changes a page's published
 * version, a post or a job calls one of these with its transaction, after its own changes: the
 * row is read back as that transaction sees it and written (or removed) inside it, so a search
 * never finds what the site no longer shows, nor misses what it just started showing. The full-
 * text index follows the row by itself (FTS5 triggers on SQLite, a generated column on PostgreSQL).
 */

async function store(trx: Transaction<Database>, kind: SearchDocumentKind, sourceId: number, document: SearchDocument | null, now: Date): Promise<void> {
  if (document === null) {
    await trx.deleteFrom("search_documents").where("kind", "=", kind).where("source_id", "=", sourceId).execute();
    return;
  }
  const row = { ...document, updated_at: now.toISOString() };
  await trx
    .insertInto("search_documents")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["kind", "source_id"]).doUpdateSet({
        url: row.url,
        title: row.title,
        body: row.body,
        section: row.section,
        visible_from: row.visible_from,
        visible_until: row.visible_until,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** After a page was published, unpublished, moved to a new address or deleted. */
export async function reindexPage(trx: Transaction<Database>, pageId: number, now = new Date()): Promise<void> {
  const page = await trx.selectFrom("pages").select(["id", "family", "slug", "published"]).where("id", "=", pageId).executeTakeFirst();
  await store(trx, "page", pageId, page ? pageSearchDocument(page) : null, now);
}

/** After a post was created, changed (its status, date or text) or deleted. */
export async function reindexPost(trx: Transaction<Database>, postId: number, now = new Date()): Promise<void> {
  const post = await trx
    .selectFrom("posts")
    .select(["id", "title", "content", "excerpt", "author_name", "published_on", "status"])
    .where("id", "=", postId)
    .executeTakeFirst();
  await store(trx, "post", postId, post ? postSearchDocument(post) : null, now);
}

/** After a job was created, changed, opened, closed or deleted. */
export async function reindexJob(trx: Transaction<Database>, jobId: number, now = new Date()): Promise<void> {
  const job = await trx
    .selectFrom("jobs")
    .select(["id", "job_title", "post_title", "summary", "experience", "salary", "location", "availability", "status", "valid_through"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  const requirements = job ? await trx.selectFrom("job_requirements").select("text").where("job_id", "=", jobId).orderBy("position").execute() : [];
  await store(
    trx,
    "job",
    jobId,
    job ? jobSearchDocument(job, requirements.map((requirement) => requirement.text)) : null,
    now,
  );
}
