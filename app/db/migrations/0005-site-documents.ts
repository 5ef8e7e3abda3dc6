import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Documents that exist once for the whole site rather than once per page: the settings (the
 * company, the top navigation and the footer), the home page and the celebrations gallery. Each
 * is one row holding its JSON document, stored and versioned as pages are: `published` is what
 * visitors see, `version` grows with every write so a save made from a stale copy is refused, and
 * every publish is kept in site_document_revisions, never changed afterwards.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  await db.schema
    .createTable("site_documents")
    .addColumn("name", "text", (col) => col.primaryKey().check(sql`name in ('settings', 'home', 'celebrations')`))
    .addColumn("published", "text", (col) => col.notNull())
    // Changes saved but not public yet (null: none).
    .addColumn("draft", "text")
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("site_document_revisions")
    .addColumn("id", "integer", types.identity)
    .addColumn("name", "text", (col) => col.notNull().references("site_documents.name").onDelete("cascade"))
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("note", "text")
    // No foreign key on purpose, as in the audit log: who published outlives the user row.
    .addColumn("author_id", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // A document's revisions, newest first.
  await db.schema.createIndex("site_document_revisions_name_idx").on("site_document_revisions").columns(["name", "id"]).execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_document_revisions").execute();
  await db.schema.dropTable("site_documents").execute();
}

export const siteDocumentsMigration: Migration = { up, down };
