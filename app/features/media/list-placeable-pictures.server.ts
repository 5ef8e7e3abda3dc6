import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Picture } from "#app/model/picture.ts";
import { MEDIA_PATH_PREFIX, mediaFileUrl, parseMediaFileName, responsiveSrcsets } from "./media-file-url.ts";
import { builtinFileUrls } from "./library-item-files.ts";

/** A library picture as the page editor offers it: a Picture to place, with its name in the library. */
export type PlaceablePicture = Picture & { label: string };

/**
 * Every library picture that may go on a public page, uploads newest first, then the site's own: those with alt text or marked
 * decorative (a picture nobody described is not offered until someone does). An upload comes with
 * its AVIF, WebP and fallback files at every width, `src` being the widest fallback; a built-in
 * picture with its own file.
 */
export function listPlaceablePictures(db: Kysely<Database> | Transaction<Database>): Promise<PlaceablePicture[]> {
  return placeablePictures(db, null);
}

/** The placeable picture whose fallback file (or built-in file) is at `src` (a post's chosen cover), or null. */
export async function findPlaceablePicture(db: Kysely<Database> | Transaction<Database>, src: string): Promise<PlaceablePicture | null> {
  const file = src.startsWith(MEDIA_PATH_PREFIX) ? parseMediaFileName(src.slice(MEDIA_PATH_PREFIX.length)) : null;
  const item = file
    ? await db.selectFrom("media_variants").select("item_id").where("hash", "=", file.hash).where("format", "=", file.format).executeTakeFirst()
    : // A built-in picture's list starts with the file it is placed by.
      await db.selectFrom("media_items").select("id as item_id").where("builtin_files", "like", `${JSON.stringify([src]).slice(0, -1)}%`).executeTakeFirst();
  if (!item) return null;
  return (await placeablePictures(db, item.item_id)).find((picture) => picture.src === src) ?? null;
}

async function placeablePictures(db: Kysely<Database> | Transaction<Database>, onlyItemId: number | null): Promise<PlaceablePicture[]> {
  let query = db
    .selectFrom("media_items")
    .select(["id", "original_name", "alt_text", "decorative", "width", "height", "builtin_files"])
    .where(({ or, eb }) => or([eb("alt_text", "!=", ""), eb("decorative", "=", 1)]));
  if (onlyItemId !== null) query = query.where("id", "=", onlyItemId);
  const rows = await query.orderBy("id", "desc").execute();
  // Uploads first, newest first; then the site's own pictures by name, grouped by folder.
  const items = [...rows.filter((row) => row.builtin_files === null), ...rows.filter((row) => row.builtin_files !== null).sort((a, b) => a.original_name.localeCompare(b.original_name))];
  if (items.length === 0) return [];
  const variants = await db
    .selectFrom("media_variants")
    .select(["item_id", "format", "width", "hash"])
    .where(
      "item_id",
      "in",
      items.map((item) => item.id),
    )
    .execute();
  return items.flatMap((item) => {
    const alt = item.decorative ? "" : item.alt_text;
    // A built-in picture is placed by the file pages already show it by.
    if (item.builtin_files !== null) return [{ label: item.original_name, src: builtinFileUrls(item.builtin_files)[0]!, width: item.width, height: item.height, alt }];
    const own = variants.filter((variant) => variant.item_id === item.id);
    const fallback = own.filter((variant) => variant.format === "jpeg" || variant.format === "png");
    const widest = [...fallback].sort((a, b) => b.width - a.width)[0];
    if (!widest) return [];
    return [
      {
        label: item.original_name,
        src: mediaFileUrl(widest),
        width: item.width,
        height: item.height,
        alt,
        responsive: responsiveSrcsets(own),
      },
    ];
  });
}
