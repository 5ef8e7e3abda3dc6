import type { Kysely, Migration } from "kysely";

/*
 * What the upload checks noted about a stored file (active content in a PDF, data after the end of
 * an image), as a JSON array of codes in a text column: both databases store text alike, and the
 * list is only ever read whole, with its attachment. Nullable with no default, so files stored
 * before the checks existed read as unchecked (null) rather than as checked and clear (`[]`).
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("attachments").addColumn("content_warnings", "text").execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("attachments").dropColumn("content_warnings").execute();
}

export const attachmentWarningsMigration: Migration = { up, down };
