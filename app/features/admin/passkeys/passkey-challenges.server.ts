import type { Kysely } from "kysely";
import type { Database, WebauthnChallengePurpose } from "#app/db/schema.ts";

/** How long a browser has to answer a challenge; the ceremony itself times out sooner. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** What the browser is told to give the person (navigator.credentials timeout). */
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

type ChallengeOwner = { purpose: "registration"; userId: number; userHandle: string } | { purpose: "sign-in" };

/** Keeps a challenge just handed out until it is used or expires; expired ones go first. */
export async function storeChallenge(db: Kysely<Database>, challenge: string, owner: ChallengeOwner, now = new Date()): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      challenge,
      purpose: owner.purpose,
      user_id: owner.purpose === "registration" ? owner.userId : null,
      user_handle: owner.purpose === "registration" ? owner.userHandle : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute();
}

export type TakenChallenge = { challenge: string; userHandle: string | null };

/**
 * Claims a challenge for one answer: deleted in the same statement that finds it, so of two
 * answers sent with the same challenge at most one gets it. A registration challenge is claimed
 * only by the person it was made for. Null when there is no such challenge, it was used, or it expired.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  challenge: string,
  owner: { purpose: WebauthnChallengePurpose; userId: number | null },
  now = new Date(),
): Promise<TakenChallenge | null> {
  let query = db.deleteFrom("webauthn_challenges").where("challenge", "=", challenge).where("purpose", "=", owner.purpose);
  query = owner.userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", owner.userId);
  const row = await query.returning(["challenge", "user_handle", "expires_at"]).executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { challenge: row.challenge, userHandle: row.user_handle };
}
