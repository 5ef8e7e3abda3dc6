import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { findMediaUses, type MediaUse } from "#app/features/media/find-media-uses.server.ts";

export type DeleteMediaResult = { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; uses: MediaUse[] };

/**
 * Deletes a picture and its files, unless a page still shows it: then nothing is deleted and the
 * pages are named, so no page is left pointing at a file that is gone. The check and the deletion
 * share one transaction.
 */
export async function deleteMediaItem(db: Kysely<Database>, id: number, userId: number, now = new Date()): Promise<DeleteMediaResult> {
  return db.transaction().execute(async (trx): Promise<DeleteMediaResult> => {
    const uses = await findMediaUses(trx, id);
    if (uses.length > 0) return { ok: false, reason: "in-use", uses };
    // The variants go with the item (ON DELETE CASCADE).
    const deleted = await trx.deleteFrom("media_items").where("id", "=", id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return { ok: false, reason: "not-found" };
    await recordAudit(trx, { userId, action: "media.delete", target: `media:${id}` }, now);
    return { ok: true };
  });
}
