import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";

export const MODERATION_ACTIONS = ["hide", "show", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The action and comment a moderation form names, or null when either is missing or malformed. */
export function readModeration(form: FormData): { action: ModerationAction; commentId: number } | null {
  const intent = form.get("intent");
  const commentId = parseRecordId(form.get("commentId"));
  if (!commentId || typeof intent !== "string" || !(MODERATION_ACTIONS as readonly string[]).includes(intent)) return null;
  return { action: intent as ModerationAction, commentId };
}

/**
 * Hides, shows or deletes a comment and records it, in one transaction; the post's public page
 * changes at once. False when there is no such comment.
 */
export async function moderateComment(
  db: Kysely<Database>,
  request: { action: ModerationAction; commentId: number; userId: number },
  now: Date = new Date(),
): Promise<boolean> {
  const { action, commentId, userId } = request;
  const done = await db.transaction().execute(async (trx) => {
    const row =
      action === "delete"
        ? await trx.deleteFrom("comments").where("id", "=", commentId).returning("id").executeTakeFirst()
        : await trx
            .updateTable("comments")
            .set({ status: action === "hide" ? "hidden" : "visible" })
            .where("id", "=", commentId)
            .returning("id")
            .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, { userId, action: `comment.${action}`, target: `comment:${commentId}` }, now);
    return true;
  });
  if (done) invalidateBlogCache(db);
  return done;
}
