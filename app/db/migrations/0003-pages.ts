import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Pages staff edit: each services, industries, solutions or about page is one row holding its
 * document as JSON text (both databases store and return text alike; the document is validated
 * by its schema on every write and read whole). `published` is what visitors see (null: not
 * public), `draft` the staff's unpublished changes (null: none). `version` grows with every write,
 * so a save made from a stale copy is refused. Publishing copies the document into
 * page_revisions, which are never changed afterwards.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  await db.schema
    .createTable("pages")
    .addColumn("id", "integer", types.identity)
    .addColumn("family", "text", (col) => col.notNull().check(sql`family in ('services', 'industries', 'solutions', 'aboutus')`))
    .addColumn("slug", "text", (col) => col.notNull())
    // Order within the family: the menus, the footer and the listings follow it.
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("published", "text")
    .addColumn("draft", "text")
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("publish_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addUniqueConstraint("pages_family_slug_key", ["family", "slug"])
    .execute();

  await db.schema
    .createTable("page_revisions")
    .addColumn("id", "integer", types.identity)
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("note", "text")
    // No foreign key on purpose, as in the audit log: who published outlives the user row.
    .addColumn("author_id", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // A page's revisions, newest first.
  await db.schema.createIndex("page_revisions_page_id_idx").on("page_revisions").columns(["page_id", "id"]).execute();

  // Addresses a page was published at before its slug changed: they answer with a permanent redirect.
  await db.schema
    .createTable("page_redirects")
    .addColumn("id", "integer", types.identity)
    .addColumn("family", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("page_redirects_family_slug_key", ["family", "slug"])
    .execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_redirects").execute();
  await db.schema.dropTable("page_revisions").execute();
  await db.schema.dropTable("pages").execute();
}

export const pagesMigration: Migration = { up, down };
