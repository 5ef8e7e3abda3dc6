import { verifyRegistrationResponse } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "#app/db/is-unique-violation.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { takeChallenge } from "./passkey-challenges.server.ts";
import { PASSKEY_ALREADY_ADDED_MESSAGE, PASSKEY_CHALLENGE_INVALID_MESSAGE, PASSKEY_LIMIT_MESSAGE, PASSKEY_NOT_VERIFIED_MESSAGE, PASSKEY_RESPONSE_UNREADABLE_MESSAGE } from "./passkey-messages.ts";
import { passkeyNameSchema } from "./passkey-name-schema.ts";
import { relyingPartyFor } from "./relying-party.server.ts";
import { MAX_PASSKEYS_PER_ACCOUNT } from "./start-passkey-registration.server.ts";
import { readRegistrationResponse } from "./webauthn-response-schemas.server.ts";

export type PasskeyRegistrationErrors = { name?: string; form?: string };

export type FinishRegistrationOutcome = { ok: true; passkeyId: number } | { ok: false; status: number; errors: PasskeyRegistrationErrors };

/**
 * Adds the passkey the browser created, from the form the account page posts (`name`, and
 * `response`: the browser's answer as JSON). The answer must sign a registration challenge made
 * for this person and not used before, for this site's domain and origin, with the person
 * verified by the device; the library checks all of it. Every refusal is a 4xx with a message.
 */
export async function finishPasskeyRegistration(db: Kysely<Database>, request: Request, session: StaffSession, form: FormData, now = new Date()): Promise<FinishRegistrationOutcome> {
  const fail = (status: number, errors: PasskeyRegistrationErrors) => ({ ok: false as const, status, errors });
  const name = passkeyNameSchema.safeParse(form.get("name") ?? "");
  if (!name.success) return fail(400, { name: name.error.issues[0]!.message });
  const read = readRegistrationResponse(form.get("response"));
  if (!read) return fail(400, { form: PASSKEY_RESPONSE_UNREADABLE_MESSAGE });

  const challenge = await takeChallenge(db, read.challenge, { purpose: "registration", userId: session.userId }, now);
  if (!challenge?.userHandle) return fail(400, { form: PASSKEY_CHALLENGE_INVALID_MESSAGE });

  const relyingParty = relyingPartyFor(request);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: read.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    });
  } catch {
    // The library throws for every malformed or mismatched answer (origin, domain, type, signature).
    return fail(400, { form: PASSKEY_NOT_VERIFIED_MESSAGE });
  }
  if (!verification.verified) return fail(400, { form: PASSKEY_NOT_VERIFIED_MESSAGE });
  const { credential } = verification.registrationInfo;

  try {
    const passkeyId = await db.transaction().execute(async (trx) => {
      const { count } = await trx.selectFrom("staff_passkeys").select((eb) => eb.fn.countAll<number>().as("count")).where("user_id", "=", session.userId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_PASSKEYS_PER_ACCOUNT) return null;
      const { id } = await trx
        .insertInto("staff_passkeys")
        .values({
          user_id: session.userId,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
          user_handle: challenge.userHandle!,
          name: name.data,
          created_at: now.toISOString(),
          last_used_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { userId: session.userId, action: "staff.passkey-add", target: `staff_passkey:${id}` }, now);
      return id;
    });
    if (passkeyId === null) return fail(409, { form: PASSKEY_LIMIT_MESSAGE });
    return { ok: true, passkeyId };
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, { form: PASSKEY_ALREADY_ADDED_MESSAGE });
    throw error;
  }
}
