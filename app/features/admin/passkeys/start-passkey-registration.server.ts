import { randomBytes } from "node:crypto";
import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import type { AppLoadContext } from "react-router";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { confirmOwnPassword } from "./confirm-own-password.server.ts";
import { CEREMONY_TIMEOUT_MS, storeChallenge } from "./passkey-challenges.server.ts";
import { PASSKEY_LIMIT_MESSAGE } from "./passkey-messages.ts";
import { readTransports } from "./passkey-transports.ts";
import { RELYING_PARTY_NAME, relyingPartyFor } from "./relying-party.server.ts";

/** A person adds a passkey per device or password manager; a handful is plenty, so the list stays readable. */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;

export type StartRegistrationOutcome =
  | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }
  | { ok: false; status: number; errors: { currentPassword?: string; form?: string }; retryAfterSeconds?: number };

/**
 * Once the person's current password is confirmed (confirm-own-password.server.ts), the options
 * for the browser's navigator.credentials.create(): a discoverable credential (so it
 * can sign in without an email typed first) with user verification (a fingerprint, face or PIN,
 * so the passkey alone is two factors), none of the person's passkeys again, and a challenge kept
 * for this person for a few minutes.
 */
export async function startPasskeyRegistration(
  request: Request,
  context: Pick<AppLoadContext, "db" | "rateLimits" | "clientAddress">,
  session: StaffSession,
  form: FormData,
  now = new Date(),
): Promise<StartRegistrationOutcome> {
  const { db } = context;
  const existing = await db.selectFrom("staff_passkeys").select(["credential_id", "transports", "user_handle"]).where("user_id", "=", session.userId).orderBy("id").execute();
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) return { ok: false, status: 409, errors: { form: PASSKEY_LIMIT_MESSAGE } };
  const confirmed = await confirmOwnPassword(request, context, session, form.get("currentPassword"));
  if (!confirmed.ok) return confirmed;
  // One random handle per person, the same for all their passkeys: an authenticator keeps one
  // passkey per account and handle, and the handle says nothing about who the person is.
  const userHandle = existing[0]?.user_handle ?? randomBytes(32).toString("base64url");
  const relyingParty = relyingPartyFor(request);
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: relyingParty.id,
    userName: session.email,
    userDisplayName: session.displayName,
    userID: new Uint8Array(Buffer.from(userHandle, "base64url")),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: readTransports(passkey.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(db, options.challenge, { purpose: "registration", userId: session.userId, userHandle }, now);
  return { ok: true, options };
}
