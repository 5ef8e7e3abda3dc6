import { type Kysely, type Migration, sql } from "kysely";
import { builtinPictures } from "#app/content/builtin-pictures.ts";
import { getDatabaseDialect } from "#app/db/dialect.ts";

/*
 * The pictures the site ships with in public/ become media library items, so that staff can place
 * them anywhere and replace them (ADR 014). Such an item keeps no bytes: its files are the public
 * ones, listed in `builtin_files` (a JSON array; null for an uploaded item). Built-in diagrams are
 * SVG, which uploads refuse, so the kind check takes 'svg' too.
 *
 * The items are inserted here rather than by the start-up seed so that every database gets them
 * exactly once, new or upgraded, with several instances starting at once: the migration lock and
 * transaction see to that, and an item staff delete later stays deleted. The list comes from the
 * site's seed documents as they are when the migration runs.
 */

const OLD_KINDS = "'jpeg', 'png', 'webp', 'avif', 'gif'";
const NEW_KINDS = "'jpeg', 'png', 'webp', 'avif', 'gif', 'svg'";
// No stored bytes, so nothing to hash: a built-in item's unique key is its address.
const BUILTIN_HASH_PREFIX = "builtin:";
// A light neutral shown while a built-in picture loads; drawings have no single colour of note.
const BUILTIN_PLACEHOLDER = "#e2e8f0";

/**
 * SQLite cannot change a CHECK constraint in place: both tables are rebuilt from their own
 * CREATE statements with the kind list edited, inside the migration's transaction. media_variants
 * is rebuilt too, because dropping the old media_items would otherwise cascade into its rows.
 */
async function rebuildSqliteTables(db: Kysely<any>, from: string, to: string): Promise<void> {
  const tables = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table' and name in ('media_items', 'media_variants')`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name in ('media_items', 'media_variants') and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'media_items'`.execute(db);
  const createSql = (name: string) => tables.rows.find((table) => table.name === name)!.sql;
  const items = createSql("media_items").replace(/^CREATE TABLE "?media_items"?/i, 'CREATE TABLE "media_items_next"');
  if (!items.includes(from)) throw new Error("media_items has an unexpected kind check");
  const variants = createSql("media_variants")
    .replace(/^CREATE TABLE "?media_variants"?/i, 'CREATE TABLE "media_variants_next"')
    .replace(/references "?media_items"?/i, 'references "media_items_next"');
  await sql.raw(items.replace(from, to)).execute(db);
  await sql.raw(variants).execute(db);
  await sql`insert into media_items_next select * from media_items`.execute(db);
  await sql`insert into media_variants_next select * from media_variants`.execute(db);
  await sql`drop table media_variants`.execute(db);
  await sql`drop table media_items`.execute(db);
  // Renaming rewrites media_variants_next's reference to the new name.
  await sql`alter table media_items_next rename to media_items`.execute(db);
  await sql`alter table media_variants_next rename to media_variants`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  // AUTOINCREMENT's memory of ids already used, so a deleted item's id is never given again.
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    await sql`insert into sqlite_sequence (name, seq) select 'media_items', 0 where not exists (select 1 from sqlite_sequence where name = 'media_items')`.execute(db);
    await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'media_items'`.execute(db);
  }
}

async function setKinds(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (getDatabaseDialect(db) === "sqlite") return rebuildSqliteTables(db, from, to);
  await sql`alter table media_items drop constraint media_items_kind_check`.execute(db);
  await sql.raw(`alter table media_items add constraint media_items_kind_check check (kind in (${to}))`).execute(db);
}

async function up(db: Kysely<any>): Promise<void> {
  await setKinds(db, OLD_KINDS, NEW_KINDS);
  await db.schema.alterTable("media_items").addColumn("builtin_files", "text").execute();
  const now = new Date().toISOString();
  for (const picture of builtinPictures()) {
    await db
      .insertInto("media_items")
      .values({
        original_name: picture.path.slice(1),
        kind: picture.kind,
        alt_text: picture.alt,
        decorative: picture.alt === "" ? 1 : 0,
        width: picture.width,
        height: picture.height,
        byte_size: 0,
        dominant_color: BUILTIN_PLACEHOLDER,
        original_sha256: `${BUILTIN_HASH_PREFIX}${picture.path}`,
        original_data: Buffer.alloc(0),
        created_at: now,
        updated_at: now,
        builtin_files: JSON.stringify(picture.files),
      })
      .onConflict((conflict) => conflict.column("original_sha256").doNothing())
      .execute();
  }
}

async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("media_items").where("builtin_files", "is not", null).execute();
  await db.schema.alterTable("media_items").dropColumn("builtin_files").execute();
  await setKinds(db, NEW_KINDS, OLD_KINDS);
}

export const builtinPicturesMigration: Migration = { up, down };
