import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { redirectTarget } from "./redirect-target.ts";

/** Deletes a staff redirect, audited; false when there is no such redirect. Its old address answers as before at the next request. */
export async function deleteRedirect(db: Kysely<Database>, id: number, userId: number, now = new Date()): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("redirects").where("id", "=", id).returning("from_path").executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, { userId, action: "redirect.delete", target: redirectTarget(id, row.from_path) }, now);
    return true;
  });
  if (deleted) contentVersion(db, "redirects").bump();
  return deleted;
}
