import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { reindexPost } from "#app/features/search/reindex-search-documents.server.ts";

/**
 * Deletes a post with its comments and category links (the foreign keys cascade) and its search
 * row, and records it. False when there was no such post.
 */
export async function deletePost(db: Kysely<Database>, request: { id: number; userId: number }, now: Date = new Date()): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("posts").where("id", "=", request.id).returning("id").executeTakeFirst();
    if (!row) return false;
    await reindexPost(trx, request.id, now);
    await recordAudit(trx, { userId: request.userId, action: "post.delete", target: `post:${request.id}` }, now);
    return true;
  });
  if (deleted) invalidateBlogCache(db);
  return deleted;
}
