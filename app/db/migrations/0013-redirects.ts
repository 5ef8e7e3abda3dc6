import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Redirects staff manage: an old address of the site (`from_path`, normalised, one row per
 * address) answered with a 301 or 302 to `to_target`, a path of the site or an absolute URL.
 * The server holds them all in memory and answers before routing (server/redirects.ts); the
 * automatic redirects of pages whose slug changed stay in `page_redirects` (0003).
 *
 * `hit_count` and `last_hit_at` are added to in batches by the server, a few seconds after the
 * visits, never by a write per request. Who created and last changed a redirect is kept when that
 * account is deleted (set null), like the other tables staff write.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  await db.schema
    .createTable("redirects")
    .addColumn("id", "integer", types.identity)
    .addColumn("from_path", "text", (col) => col.notNull().unique())
    .addColumn("to_target", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull().check(sql`status in (301, 302)`))
    .addColumn("hit_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_hit_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("created_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .execute();
  // The staff list walks them newest first.
  await db.schema.createIndex("redirects_created_at_id_idx").on("redirects").columns(["created_at", "id"]).execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}

export const redirectsMigration: Migration = { up, down };
