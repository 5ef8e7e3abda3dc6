import type { Kysely, Migration } from "kysely";

/*
 * A search leaves out the documents that are not public today: posts dated later, jobs past their
 * closing date. They are few, and these two indexes find them without reading every document,
 * so a search filters its matches by the ids of the few hidden ones rather than by reading each
 * matching document's dates (app/features/search/search-site.server.ts).
 */
export const searchVisibilityIndexesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex("search_documents_visible_from_idx").on("search_documents").column("visible_from").execute();
    await db.schema.createIndex("search_documents_visible_until_idx").on("search_documents").column("visible_until").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("search_documents_visible_until_idx").execute();
    await db.schema.dropIndex("search_documents_visible_from_idx").execute();
  },
};
