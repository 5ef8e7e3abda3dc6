import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box.server.ts";
import { matchingTotpStep, newTotpSecret } from "./totp.server.ts";

/** An enrolment begun but not confirmed is offered again for this long, then started afresh. */
export const PENDING_ENROLMENT_MS = 60 * 60 * 1000;

export type TotpCheck = "accepted" | "wrong" | "unreadable" | "not-enrolled";

/** Whether the account has a confirmed authenticator app. */
export async function hasConfirmedTotp(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom("staff_totp").select("user_id").where("user_id", "=", userId).where("confirmed_at", "is not", null).executeTakeFirst();
  return row !== undefined;
}

/**
 * The secret of an enrolment in progress, made when there is none (or the last one went stale).
 * Null when the account already has a confirmed app.
 */
export async function pendingTotpSecret(db: Kysely<Database>, userId: number, now: Date): Promise<string | null> {
  const row = await db.selectFrom("staff_totp").select(["secret", "created_at", "confirmed_at"]).where("user_id", "=", userId).executeTakeFirst();
  if (row?.confirmed_at) return null;
  const fresh = row && now.getTime() - Date.parse(row.created_at) < PENDING_ENROLMENT_MS ? openTotpSecret(row.secret) : null;
  if (fresh) return fresh;
  const secret = newTotpSecret();
  await db.deleteFrom("staff_totp").where("user_id", "=", userId).where("confirmed_at", "is", null).execute();
  await db.insertInto("staff_totp").values({ user_id: userId, secret: sealTotpSecret(secret), created_at: now.toISOString(), confirmed_at: null, last_used_step: null }).execute();
  return secret;
}

/**
 * Checks a code against the account's app, confirmed or (with `pending`) being enrolled. A code is
 * right for the current 30-second step or one either side; once a step's code has been accepted,
 * no code of that step or an earlier one is accepted again (the replay rule of RFC 6238 §5.2).
 * The update is the claim: of two posts of one code, one succeeds.
 */
export async function checkTotpCode(db: Kysely<Database>, userId: number, code: string, now: Date, options: { pending?: boolean } = {}): Promise<TotpCheck> {
  const row = await db
    .selectFrom("staff_totp")
    .select(["secret", "last_used_step"])
    .where("user_id", "=", userId)
    .where("confirmed_at", options.pending ? "is" : "is not", null)
    .executeTakeFirst();
  if (!row) return "not-enrolled";
  const secret = openTotpSecret(row.secret);
  if (!secret) return "unreadable";
  const step = matchingTotpStep(secret, code, now);
  if (step === null || (row.last_used_step !== null && step <= row.last_used_step)) return "wrong";
  const claimed = await db
    .updateTable("staff_totp")
    .set({ last_used_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? "accepted" : "wrong";
}
