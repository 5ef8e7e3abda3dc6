import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";

/**
 * Deletes a category and its links to posts; the posts themselves stay. The links are deleted
 * explicitly rather than left to the foreign key's cascade, so the outcome does not depend on
 * SQLite's foreign-key setting. False when there was no such category.
 */
export async function deleteCategory(db: Kysely<Database>, request: { id: number; userId: number }, now: Date = new Date()): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("post_categories").where("category_id", "=", request.id).execute();
    const row = await trx.deleteFrom("categories").where("id", "=", request.id).returning("id").executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, { userId: request.userId, action: "category.delete", target: `category:${request.id}` }, now);
    return true;
  });
  if (deleted) invalidateBlogCache(db);
  return deleted;
}
