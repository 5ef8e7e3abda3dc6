import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * The media library: pictures staff upload once (media_items, the file as uploaded kept in
 * `original_data`) and the files made from each for visitors (media_variants: AVIF, WebP and a
 * JPEG or PNG fallback per width). Bytes live in the database as attachments do (ADR 006), so
 * every instance serves every file and one backup holds them all; ADR 014 says why.
 *
 * A variant's `hash` is its public name (/media/<hash>.<ext>) and unique: a URL names one file of
 * one item, which the usage lookup and the file replacement rely on. `original_sha256` is unique
 * too: the same file uploaded twice is refused with a pointer to the first.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  await db.schema
    .createTable("media_items")
    .addColumn("id", "integer", types.identity)
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('jpeg', 'png', 'webp', 'avif', 'gif')`))
    .addColumn("alt_text", "text", (col) => col.notNull().defaultTo(""))
    // No boolean type on SQLite: 0 or 1.
    .addColumn("decorative", "integer", (col) => col.notNull().defaultTo(0).check(sql`decorative in (0, 1)`))
    .addColumn("caption", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("width", "integer", (col) => col.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (col) => col.notNull().check(sql`height > 0`))
    .addColumn("byte_size", "integer", (col) => col.notNull().check(sql`byte_size >= 0`))
    .addColumn("dominant_color", "text", (col) => col.notNull())
    .addColumn("original_sha256", "text", (col) => col.notNull())
    .addColumn("original_data", types.bytes, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("uploaded_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addUniqueConstraint("media_items_original_sha256_key", ["original_sha256"])
    .execute();

  await db.schema
    .createTable("media_variants")
    .addColumn("id", "integer", types.identity)
    .addColumn("item_id", "integer", (col) => col.notNull().references("media_items.id").onDelete("cascade"))
    .addColumn("format", "text", (col) => col.notNull().check(sql`format in ('avif', 'webp', 'jpeg', 'png')`))
    .addColumn("width", "integer", (col) => col.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (col) => col.notNull().check(sql`height > 0`))
    .addColumn("byte_size", "integer", (col) => col.notNull().check(sql`byte_size >= 0`))
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("data", types.bytes, (col) => col.notNull())
    .addUniqueConstraint("media_variants_hash_key", ["hash"])
    .execute();
  // An item's variants, read together for its grid card, its detail page and its deletion.
  await db.schema.createIndex("media_variants_item_id_idx").on("media_variants").columns(["item_id", "format", "width"]).execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media_items").execute();
}

export const mediaMigration: Migration = { up, down };
