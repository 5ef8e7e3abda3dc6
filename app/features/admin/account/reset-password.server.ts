import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { staffUserTarget } from "#app/features/admin/audit-targets.ts";
import { hashLinkToken } from "#app/features/admin/one-time-token.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { endUserSessions } from "#app/features/admin/sessions.server.ts";

/** The account a reset link is for while the link is unused, unexpired and the account active; else null. */
export async function findResetLinkAccount(db: Kysely<Database>, token: string | undefined, now = new Date()) {
  const hash = hashLinkToken(token);
  if (!hash) return null;
  const row = await db
    .selectFrom("password_reset_tokens")
    .innerJoin("staff_users", "staff_users.id", "password_reset_tokens.user_id")
    .select(["staff_users.id", "staff_users.email"])
    .where("password_reset_tokens.id", "=", hash)
    .where("password_reset_tokens.expires_at", ">", now.toISOString())
    .where("staff_users.disabled_at", "is", null)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Sets the password a reset link was mailed for: the link is spent and so are the user's other
 * links, and every session of the user ends (whoever knew the old password is signed out too).
 * The link is claimed by deleting its row first, so of two posts of one link only one gets
 * through. Returns false when the link no longer works.
 */
export async function resetPasswordWithLink(db: Kysely<Database>, input: { token: string; passwordHash: string }, now = new Date()): Promise<boolean> {
  const hash = hashLinkToken(input.token);
  if (!hash) return false;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .deleteFrom("password_reset_tokens")
      .where("id", "=", hash)
      .where("expires_at", ">", now.toISOString())
      .returning("user_id")
      .executeTakeFirst();
    if (!claimed) return false;
    const updated = await trx
      .updateTable("staff_users")
      .set({ password_hash: input.passwordHash })
      .where("id", "=", claimed.user_id)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    // Deactivated since the link was sent: the link is spent all the same, the password stays.
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", claimed.user_id).execute();
    const ended = await endUserSessions(trx, claimed.user_id);
    await recordAudit(trx, { userId: claimed.user_id, action: "staff.password-reset", target: `${staffUserTarget(claimed.user_id)} (${ended} session${ended === 1 ? "" : "s"} ended)` }, now);
    return true;
  });
}
