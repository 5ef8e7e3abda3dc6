import type { Kysely } from "kysely";
import type { Database, SiteDocumentName } from "#app/db/schema.ts";
import { SITE_DOCUMENT_KINDS, type SiteDocumentOf } from "#app/content/site-documents.ts";

export type SiteDocumentRevision<Document> = { id: number; createdAt: string; note: string | null; author: string | null; document: Document };

/** The last hundred published versions of a site-wide document, newest first, with who published each. */
export async function listSiteDocumentRevisions<Name extends SiteDocumentName>(db: Kysely<Database>, name: Name): Promise<SiteDocumentRevision<SiteDocumentOf<Name>>[]> {
  const rows = await db
    .selectFrom("site_document_revisions")
    .leftJoin("staff_users", "staff_users.id", "site_document_revisions.author_id")
    .select(["site_document_revisions.id", "site_document_revisions.created_at", "site_document_revisions.note", "site_document_revisions.document", "staff_users.email"])
    .where("site_document_revisions.name", "=", name)
    .orderBy("site_document_revisions.id", "desc")
    .limit(100)
    .execute();
  const { draftSchema } = SITE_DOCUMENT_KINDS[name];
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, note: row.note, author: row.email, document: draftSchema.parse(JSON.parse(row.document)) as SiteDocumentOf<Name> }));
}
