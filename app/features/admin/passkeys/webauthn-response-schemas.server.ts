import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

/*
 * The browser's answers (what @simplewebauthn/browser's startRegistration and startAuthentication
 * return), read before the library sees them: anything else posted is a 400 with a message, never
 * an exception thrown deep inside verification. Sizes are far above what authenticators send.
 */

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/);
const credentialId = base64url(1400);
const extensionResults = z.record(z.string(), z.unknown()).default({});
const attachment = z.enum(["platform", "cross-platform"]).optional();

const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(8 * 1024),
    attestationObject: base64url(24 * 1024),
    transports: z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(8).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: attachment,
});

const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(8 * 1024),
    authenticatorData: base64url(8 * 1024),
    signature: base64url(2 * 1024),
    userHandle: base64url(128).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: attachment,
});

function parseJson(text: unknown): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The challenge the browser says it signed (from clientDataJSON), or null when it cannot be read. */
function readChallenge(clientDataJSON: string): string | null {
  const clientData = parseJson(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
  if (typeof clientData !== "object" || clientData === null) return null;
  const { challenge } = clientData as { challenge?: unknown };
  return typeof challenge === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
}

export type ReadRegistration = { response: RegistrationResponseJSON; challenge: string };
export type ReadAuthentication = { response: AuthenticationResponseJSON; challenge: string };

/** A registration answer posted as JSON text, with the challenge it names; null when it is not one. */
export function readRegistrationResponse(text: unknown): ReadRegistration | null {
  const parsed = registrationResponseSchema.safeParse(parseJson(text));
  if (!parsed.success) return null;
  const challenge = readChallenge(parsed.data.response.clientDataJSON);
  return challenge ? { response: parsed.data as RegistrationResponseJSON, challenge } : null;
}

/** A sign-in answer posted as JSON text, with the challenge it names; null when it is not one. */
export function readAuthenticationResponse(text: unknown): ReadAuthentication | null {
  const parsed = authenticationResponseSchema.safeParse(parseJson(text));
  if (!parsed.success) return null;
  const challenge = readChallenge(parsed.data.response.clientDataJSON);
  return challenge ? { response: parsed.data as AuthenticationResponseJSON, challenge } : null;
}
