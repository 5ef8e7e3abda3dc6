import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/db/is-unique-violation.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { mediaFileUrl } from "#app/features/media/media-file-url.ts";
import type { ProcessedImage } from "#app/features/media/process-image.server.ts";
import type { ReceivedMediaFile } from "#app/features/media/read-media-upload.server.ts";
import { fileColumns, findDuplicateItem, storeMediaVariants } from "#app/features/media/store-media-variants.server.ts";
import { processForLibrary } from "./process-for-library.server.ts";
import { ANIMATION_DROPPED_NOTE, duplicateMessage, type MediaFileResult } from "./media-file-result.ts";

/** The smallest WebP: what the uploader and the grid show first. */
export function previewUrlOf(image: ProcessedImage): string {
  const webp = image.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width)[0] ?? image.variants[0]!;
  return mediaFileUrl(webp);
}

/**
 * Takes an uploaded picture into the library: its variants are made in the bounded queue, then
 * the item, its variants and the audit entry are stored in one transaction, so an upload is there
 * whole or not at all. A file already in the library is refused with a pointer to it.
 */
export async function addMediaItem(db: Kysely<Database>, file: ReceivedMediaFile, userId: number, now = new Date()): Promise<MediaFileResult> {
  const duplicate = (existing: { id: number; name: string }): MediaFileResult => ({ ok: false, fileName: file.fileName, status: 409, message: duplicateMessage(existing.name), existingItemId: existing.id });

  // Before the work of making variants, which a copy of a stored file does not need.
  const stored = await findDuplicateItem(db, file, null);
  if (stored) return duplicate(stored);

  const processed = await processForLibrary(file);
  if (!processed.ok) return processed.result;
  const { image } = processed;
  const at = now.toISOString();

  let outcome: { id: number } | { existing: { id: number; name: string } };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const existing = await findDuplicateItem(trx, file, image);
      if (existing) return { existing };
      const { id } = await trx
        .insertInto("media_items")
        .values({ ...fileColumns(file, image), alt_text: "", decorative: 0, caption: "", created_at: at, updated_at: at, uploaded_by: userId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await storeMediaVariants(trx, id, image);
      await recordAudit(trx, { userId, action: "media.upload", target: `media:${id}` }, now);
      return { id };
    });
  } catch (error) {
    // The same picture uploaded twice at once: the other upload stored it first.
    const existing = isUniqueViolation(error) ? await findDuplicateItem(db, file, image) : null;
    if (!existing) throw error;
    outcome = { existing };
  }
  if ("existing" in outcome) return duplicate(outcome.existing);
  return { ok: true, fileName: file.fileName, itemId: outcome.id, previewUrl: previewUrlOf(image), notes: image.animated ? [ANIMATION_DROPPED_NOTE] : [] };
}
