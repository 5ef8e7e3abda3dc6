import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** An expired invitation stays on the users page, marked expired, this long before it goes. */
export const EXPIRED_INVITATION_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** An authenticator enrolment begun and never confirmed is dropped after this (staff-totp.server.ts offers it an hour). */
export const UNCONFIRMED_ENROLMENT_KEPT_MS = 24 * 60 * 60 * 1000;

export type StaffTokenPurgeCounts = { resetLinks: number; invitations: number; signInChallenges: number; enrolments: number };

/**
 * Deletes what can no longer be used: reset links past their 30 minutes, pending invitations a
 * week past their expiry (admins see them marked expired until then), half-finished sign-ins past
 * their five minutes, and authenticator enrolments never confirmed. Each is refused on sight
 * anyway; this keeps dead token hashes from piling up in the database and its backups.
 */
export async function purgeExpiredStaffTokens(db: Kysely<Database>, now = new Date()): Promise<StaffTokenPurgeCounts> {
  const at = now.toISOString();
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const resetLinks = count(await db.deleteFrom("password_reset_tokens").where("expires_at", "<=", at).executeTakeFirst());
  const invitations = count(
    await db
      .deleteFrom("staff_invitations")
      .where("status", "=", "pending")
      .where("expires_at", "<=", new Date(now.getTime() - EXPIRED_INVITATION_KEPT_MS).toISOString())
      .executeTakeFirst(),
  );
  const signInChallenges = count(await db.deleteFrom("staff_sign_in_challenges").where("expires_at", "<=", at).executeTakeFirst());
  const enrolments = count(
    await db
      .deleteFrom("staff_totp")
      .where("confirmed_at", "is", null)
      .where("created_at", "<=", new Date(now.getTime() - UNCONFIRMED_ENROLMENT_KEPT_MS).toISOString())
      .executeTakeFirst(),
  );
  return { resetLinks, invitations, signInChallenges, enrolments };
}
