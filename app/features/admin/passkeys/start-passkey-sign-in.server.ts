import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { AppLoadContext } from "react-router";
import { CEREMONY_TIMEOUT_MS, storeChallenge } from "./passkey-challenges.server.ts";
import { tooManyPasskeyAttemptsMessage } from "./passkey-throttle-message.ts";
import { relyingPartyFor } from "./relying-party.server.ts";

export type StartSignInOutcome = { ok: true; options: PublicKeyCredentialRequestOptionsJSON } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * The options for the browser's navigator.credentials.get(), for anyone on the sign-in page: no
 * list of credentials (the browser offers the passkeys it holds for this site, so nobody types an
 * email first) and user verification required. Each challenge is a stored row until used or
 * expired, so an address may ask for only so many.
 */
export async function startPasskeySignIn(request: Request, context: Pick<AppLoadContext, "db" | "rateLimits" | "clientAddress">, now = new Date()): Promise<StartSignInOutcome> {
  const verdict = await context.rateLimits.consume("admin-passkey-challenge-address", context.clientAddress);
  if (!verdict.allowed) return { ok: false, status: 429, message: tooManyPasskeyAttemptsMessage(verdict.retryAfterSeconds), retryAfterSeconds: verdict.retryAfterSeconds };
  const options = await generateAuthenticationOptions({ rpID: relyingPartyFor(request).id, userVerification: "required", timeout: CEREMONY_TIMEOUT_MS });
  await storeChallenge(context.db, options.challenge, { purpose: "sign-in" }, now);
  return { ok: true, options };
}
