import { verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { staffUserTarget, UNKNOWN_ACCOUNT_TARGET } from "#app/features/admin/audit-targets.ts";
import { deviceCookie, readTrustedDevice } from "#app/features/admin/device-cookie.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { safeNextPath } from "#app/features/admin/require-staff.server.ts";
import { readSessionToken, sessionCookie } from "#app/features/admin/session-cookie.server.ts";
import { createSession, sessionOriginOf } from "#app/features/admin/sessions.server.ts";
import { takeFromEach, takeSignInAttempt, type SignInAttempt } from "#app/features/admin/sign-in-throttle.server.ts";
import { takeChallenge } from "./passkey-challenges.server.ts";
import {
  PASSKEY_ACCOUNT_DEACTIVATED_MESSAGE,
  PASSKEY_CHALLENGE_INVALID_MESSAGE,
  PASSKEY_COUNTER_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  PASSKEY_RESPONSE_UNREADABLE_MESSAGE,
  PASSKEY_UNKNOWN_MESSAGE,
} from "./passkey-messages.ts";
import { tooManyPasskeyAttemptsMessage } from "./passkey-throttle-message.ts";
import { readTransports } from "./passkey-transports.ts";
import { relyingPartyFor } from "./relying-party.server.ts";
import { readAuthenticationResponse } from "./webauthn-response-schemas.server.ts";

export type PasskeySignInOutcome = { ok: true; redirectTo: string; headers: Headers } | { ok: false; status: number; message: string; headers: Headers };

type Context = Pick<AppLoadContext, "db" | "rateLimits" | "clientAddress">;

/**
 * Signs in with the passkey answer the sign-in page posts (`response`: the browser's answer as
 * JSON, `next`: where to go). The answer must sign an unused sign-in challenge of this site, for
 * its domain and origin, with the person verified by the device, by a passkey on record, with a
 * use counter that did not go backwards. The session is made as a password sign-in makes it
 * (same cookie, row and device cookie), marked as passed with a second factor: the passkey is one.
 *
 * Throttled with the password sign-in's budgets (ADR 011): an answer naming a passkey on record
 * takes from the address's and the account's (or this browser's) budgets before its signature is
 * checked and gives them back when it succeeds; one naming no passkey takes from the address's.
 */
export async function finishPasskeySignIn(request: Request, context: Context, form: FormData, now = new Date()): Promise<PasskeySignInOutcome> {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  const fail = (status: number, message: string) => ({ ok: false as const, status, message, headers });
  const throttled = (attempt: Extract<SignInAttempt, { allowed: false }>) => {
    headers.set("Retry-After", String(attempt.retryAfterSeconds));
    return fail(429, tooManyPasskeyAttemptsMessage(attempt.retryAfterSeconds));
  };
  const failedOnRecord = async (userId: number | null, status: number, message: string) => {
    await recordAudit(context.db, { userId, action: "staff.passkey-sign-in-failed", target: userId === null ? UNKNOWN_ACCOUNT_TARGET : staffUserTarget(userId) }, now);
    return fail(status, message);
  };

  // Checked before any work, so a bad `next` cannot fail a sign-in that already made a session.
  const redirectTo = safeNextPath(form.get("next"));
  const read = readAuthenticationResponse(form.get("response"));
  if (!read) return fail(400, PASSKEY_RESPONSE_UNREADABLE_MESSAGE);

  const passkey = await context.db
    .selectFrom("staff_passkeys")
    .innerJoin("staff_users", "staff_users.id", "staff_passkeys.user_id")
    .select(["staff_passkeys.id", "staff_passkeys.user_id", "staff_passkeys.public_key", "staff_passkeys.counter", "staff_passkeys.transports", "staff_passkeys.user_handle", "staff_users.email", "staff_users.disabled_at"])
    .where("staff_passkeys.credential_id", "=", read.response.id)
    .executeTakeFirst();
  const attempt = passkey
    ? await takeSignInAttempt(context.rateLimits, { address: context.clientAddress, account: passkey.email, deviceId: readTrustedDevice(request, passkey.email) })
    : await takeFromEach(context.rateLimits, [["admin-sign-in-address", context.clientAddress]]);
  if (!attempt.allowed) return throttled(attempt);

  // Claimed whatever happens next: a challenge answers once.
  const challenge = await takeChallenge(context.db, read.challenge, { purpose: "sign-in", userId: null }, now);
  if (!challenge) return failedOnRecord(passkey?.user_id ?? null, 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
  if (!passkey) return failedOnRecord(null, 401, PASSKEY_UNKNOWN_MESSAGE);
  // The handle the authenticator keeps with the passkey must be the one it was made with.
  if (read.response.response.userHandle !== undefined && read.response.response.userHandle !== passkey.user_handle) return failedOnRecord(passkey.user_id, 401, PASSKEY_NOT_VERIFIED_MESSAGE);

  const relyingParty = relyingPartyFor(request);
  const storedCounter = Number(passkey.counter);
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response: read.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.id,
      credential: { id: read.response.id, publicKey: new Uint8Array(passkey.public_key), counter: storedCounter, transports: readTransports(passkey.transports) },
      requireUserVerification: true,
    });
    if (!verification.verified) return failedOnRecord(passkey.user_id, 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    // The library refuses a counter that did not go up ("Response counter value … was lower than
    // expected …"), the sign of a copied authenticator; every other refusal is a bad answer.
    const counterWentBack = error instanceof Error && /counter value/i.test(error.message);
    return failedOnRecord(passkey.user_id, 401, counterWentBack ? PASSKEY_COUNTER_MESSAGE : PASSKEY_NOT_VERIFIED_MESSAGE);
  }
  if (passkey.disabled_at !== null) return failedOnRecord(passkey.user_id, 403, PASSKEY_ACCOUNT_DEACTIVATED_MESSAGE);

  // Only from the counter this check read: of two answers racing with one passkey, one moves it.
  const updated = await context.db
    .updateTable("staff_passkeys")
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where("id", "=", passkey.id)
    .where("counter", "=", storedCounter)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return failedOnRecord(passkey.user_id, 401, PASSKEY_COUNTER_MESSAGE);
  await attempt.refund();

  const { token } = await createSession(context.db, passkey.user_id, {
    previousToken: readSessionToken(request),
    origin: sessionOriginOf(request, context.clientAddress),
    secondFactor: "passkey",
    now,
  });
  await recordAudit(context.db, { userId: passkey.user_id, action: "staff.passkey-sign-in", target: staffUserTarget(passkey.user_id) }, now);
  headers.append("Set-Cookie", sessionCookie(request, token));
  headers.append("Set-Cookie", deviceCookie(request, passkey.email));
  return { ok: true, redirectTo, headers };
}
