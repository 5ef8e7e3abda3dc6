import type { Kysely, Migration } from "kysely";

/*
 * A post's cover picture (a media library picture, stored as the JSON of a Picture with its files
 * at every width, as pages store theirs) and an excerpt staff write for the blog list and the
 * post's description. Both nullable with no default: a post written before has neither, and the
 * blog goes on showing it as before (no picture, the opening of its text).
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("cover", "text").execute();
  await db.schema.alterTable("posts").addColumn("excerpt", "text").execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").dropColumn("excerpt").execute();
  await db.schema.alterTable("posts").dropColumn("cover").execute();
}

export const postCoversMigration: Migration = { up, down };
