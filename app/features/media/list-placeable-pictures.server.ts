import type { Kysely, Transaction } from "kysely";
import type { Database, MediaFormat } from "#app/db/schema.ts";
import type { Picture } from "#app/model/picture.ts";
import { MEDIA_PATH_PREFIX, mediaFileUrl, parseMediaFileName } from "./media-file-url.ts";

/** A library picture as the page editor offers it: a Picture to place, with its name in the library. */
export type PlaceablePicture = Picture & { label: string };

type VariantRow = { item_id: number; format: MediaFormat; width: number; hash: string };

function srcset(variants: readonly VariantRow[]): string {
  return [...variants].sort((a, b) => a.width - b.width).map((variant) => `${mediaFileUrl(variant)} ${variant.width}w`).join(", ");
}

/**
 * Every library picture that may go on a public page, newest first: those with alt text or marked
 * decorative (a picture nobody described is not offered until someone does). Each comes with its
 * AVIF, WebP and fallback files at every width; `src` is the widest fallback.
 */
export function listPlaceablePictures(db: Kysely<Database> | Transaction<Database>): Promise<PlaceablePicture[]> {
  return placeablePictures(db, null);
}

/** The placeable picture whose fallback file is at `src` (a post's chosen cover), or null. */
export async function findPlaceablePicture(db: Kysely<Database> | Transaction<Database>, src: string): Promise<PlaceablePicture | null> {
  const file = parseMediaFileName(src.slice(MEDIA_PATH_PREFIX.length));
  if (!src.startsWith(MEDIA_PATH_PREFIX) || !file) return null;
  const variant = await db.selectFrom("media_variants").select("item_id").where("hash", "=", file.hash).where("format", "=", file.format).executeTakeFirst();
  if (!variant) return null;
  return (await placeablePictures(db, variant.item_id)).find((picture) => picture.src === src) ?? null;
}

async function placeablePictures(db: Kysely<Database> | Transaction<Database>, onlyItemId: number | null): Promise<PlaceablePicture[]> {
  let query = db
    .selectFrom("media_items")
    .select(["id", "original_name", "alt_text", "decorative", "width", "height"])
    .where(({ or, eb }) => or([eb("alt_text", "!=", ""), eb("decorative", "=", 1)]));
  if (onlyItemId !== null) query = query.where("id", "=", onlyItemId);
  const items = await query.orderBy("id", "desc").execute();
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
        alt: item.decorative ? "" : item.alt_text,
        responsive: { avif: srcset(own.filter((variant) => variant.format === "avif")), webp: srcset(own.filter((variant) => variant.format === "webp")), fallback: srcset(fallback) },
      },
    ];
  });
}
