import type { Kysely } from "kysely";
import type { Database, SiteDocumentName } from "#app/db/schema.ts";
import { SITE_DOCUMENT_KINDS, type SiteDocumentOf } from "#app/content/site-documents.ts";

export type SiteDocumentForEdit<Document> = {
  version: number;
  /** What staff edit: the unpublished changes, or the published document when there are none. */
  document: Document;
  hasUnpublishedChanges: boolean;
  updatedAt: string;
};

/**
 * A site-wide document as its editor opens it. A draft holds the editor's shape but may still
 * break a rule, which the editor shows beside the field. Without a row (a database the server has
 * not seeded yet) the editor opens the seed at version 0, and a save from there is refused as
 * stale once the row exists.
 */
export async function getSiteDocumentForEdit<Name extends SiteDocumentName>(db: Kysely<Database>, name: Name): Promise<SiteDocumentForEdit<SiteDocumentOf<Name>>> {
  const kind = SITE_DOCUMENT_KINDS[name];
  const row = await db.selectFrom("site_documents").select(["version", "published", "draft", "updated_at"]).where("name", "=", name).executeTakeFirst();
  if (!row) return { version: 0, document: kind.seed as SiteDocumentOf<Name>, hasUnpublishedChanges: false, updatedAt: new Date(0).toISOString() };
  return {
    version: row.version,
    document: kind.draftSchema.parse(JSON.parse(row.draft ?? row.published)) as SiteDocumentOf<Name>,
    hasUnpublishedChanges: row.draft !== null,
    updatedAt: row.updated_at,
  };
}
