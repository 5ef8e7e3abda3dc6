import type { Kysely } from "kysely";
import { SITE_DOCUMENT_KINDS } from "#app/content/site-documents.ts";
import type { Database, SiteDocumentName } from "#app/db/schema.ts";

/**
 * Gives a database the site-wide documents it lacks (the settings, the home page, the celebrations
 * gallery), each published with a first revision. Safe on every start and when several instances
 * start at once: a document that exists is left alone, so what staff changed is never touched.
 * Returns how many were added.
 */
export async function seedSiteDocuments(db: Kysely<Database>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let added = 0;
  for (const [name, { seed }] of Object.entries(SITE_DOCUMENT_KINDS) as [SiteDocumentName, { seed: unknown }][]) {
    const json = JSON.stringify(seed);
    added += await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("site_documents")
        .values({ name, published: json, draft: null, version: 1, updated_at: at, updated_by: null })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .returning("name")
        .execute();
      if (inserted.length === 0) return 0;
      await trx.insertInto("site_document_revisions").values({ name, document: json, note: "Seeded", author_id: null, created_at: at }).execute();
      return 1;
    });
  }
  return added;
}
