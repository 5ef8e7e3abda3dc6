import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import type { MediaDetails } from "./media-details-schema.ts";

/** Stores a picture's alt text, caption and decorative mark; false when there is no such item. */
export async function updateMediaDetails(db: Kysely<Database>, id: number, details: MediaDetails, userId: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("media_items")
      .set({ alt_text: details.altText, caption: details.caption, decorative: details.decorative ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await recordAudit(trx, { userId, action: "media.update", target: `media:${id}` }, now);
    return true;
  });
}
