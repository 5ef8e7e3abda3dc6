import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { ProcessedImage } from "./process-image.server.ts";
import type { ReceivedMediaFile } from "./read-media-upload.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of an item that come from its file: set on upload, set again when the file is replaced. */
export function fileColumns(file: ReceivedMediaFile, image: ProcessedImage) {
  return {
    original_name: file.fileName,
    kind: image.kind,
    width: image.width,
    height: image.height,
    byte_size: file.data.length,
    dominant_color: image.dominantColor,
    original_sha256: file.sha256,
    original_data: file.data,
  };
}

/** Stores an item's variants; call it in the transaction that stores or updates the item. */
export async function storeMediaVariants(trx: Transaction<Database>, itemId: number, image: ProcessedImage): Promise<void> {
  await trx
    .insertInto("media_variants")
    .values(image.variants.map((variant) => ({ item_id: itemId, format: variant.format, width: variant.width, height: variant.height, byte_size: variant.data.length, hash: variant.hash, data: variant.data })))
    .execute();
}

/**
 * The item that already holds this file (the same bytes, or bytes that make the same variants: a
 * copy with its metadata stripped), other than `exceptItemId`; null when there is none.
 */
export async function findDuplicateItem(db: Db, file: { sha256: string }, image: ProcessedImage | null, exceptItemId: number | null = null): Promise<{ id: number; name: string } | null> {
  let same = db.selectFrom("media_items").select(["id", "original_name as name"]).where("original_sha256", "=", file.sha256);
  if (exceptItemId !== null) same = same.where("id", "!=", exceptItemId);
  const byFile = await same.executeTakeFirst();
  if (byFile || !image) return byFile ?? null;
  let variants = db
    .selectFrom("media_variants")
    .innerJoin("media_items", "media_items.id", "media_variants.item_id")
    .select(["media_items.id", "media_items.original_name as name"])
    .where(
      "media_variants.hash",
      "in",
      image.variants.map((variant) => variant.hash),
    );
  if (exceptItemId !== null) variants = variants.where("media_items.id", "!=", exceptItemId);
  return (await variants.executeTakeFirst()) ?? null;
}
