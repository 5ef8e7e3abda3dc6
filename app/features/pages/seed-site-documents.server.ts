import type { Kysely } from "kysely";
import { celebrationsPage } from "#app/content/celebrations.ts";
import { homePage } from "#app/content/home.ts";
import { seedSettings } from "#app/content/seed-settings.ts";
import type { Database, SiteDocumentName } from "#app/db/schema.ts";

const seeds: Record<SiteDocumentName, unknown> = { settings: seedSettings, home: homePage, celebrations: celebrationsPage };

/**
 * Gives a database the site-wide documents it lacks, each published with a first
 * revision (the settings, the home page, the celebrations gallery). Safe on every start and when several instances start at once: a document that exists
 * is left alone, so what staff changed is never touched. Returns how many were added.
 */
export async function seedSiteDocuments(db: Kysely<Database>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let added = 0;
  for (const [name, document] of Object.entries(seeds) as [SiteDocumentName, unknown][]) {
    const json = JSON.stringify(document);
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
