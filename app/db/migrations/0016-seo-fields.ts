import { type Kysely, type Migration, sql } from "kysely";

/*
 * What posts and job openings tell search engines and social sites, beside what visitors read:
 * a search title, a meta description, a social picture (the address of a media library file),
 * a canonical address staff set instead of the item's own, and whether search engines may list
 * the item (`robots`: 'index', or 'noindex' to keep it out of results and out of the sitemap).
 * Every text column is nullable with no default, so an item written before keeps everything and
 * goes on showing what it showed: its title, its excerpt or summary, its cover or a generated
 * card, its own address. `robots` starts as 'index' for every existing row.
 *
 * Pages keep the same fields in their JSON documents (`seo`), so they follow drafts, publishing
 * and revisions with the rest of the page; no column is needed for them.
 */

const TABLES = ["posts", "jobs"] as const;

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("seo_title", "text").execute();
    await db.schema.alterTable(table).addColumn("seo_description", "text").execute();
    await db.schema.alterTable(table).addColumn("social_image", "text").execute();
    await db.schema.alterTable(table).addColumn("canonical_url", "text").execute();
    await db.schema
      .alterTable(table)
      .addColumn("robots", "text", (col) => col.notNull().defaultTo("index").check(sql`robots in ('index', 'noindex')`))
      .execute();
  }
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of ["robots", "canonical_url", "social_image", "seo_description", "seo_title"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

export const seoFieldsMigration: Migration = { up, down };
