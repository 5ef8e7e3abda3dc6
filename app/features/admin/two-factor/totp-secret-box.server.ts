import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { parseEnv } from "#app/config/env.server.ts";

/*
 * Authenticator secrets are stored sealed with AES-256-GCM under a key derived (HKDF) from
 * SESSION_SECRET, so a copy of the database alone cannot make codes. Without SESSION_SECRET (one
 * instance on SQLite) there is no key that survives a restart, so the secret is stored as it is,
 * marked so; it is still never shown again after enrolment. Sealed values name their scheme, so a
 * site that sets SESSION_SECRET later keeps reading the secrets stored before.
 */

const SEALED = "gcm1";
const PLAIN = "plain";

function sealingKey(): Buffer | null {
  const secret = parseEnv().SESSION_SECRET;
  if (!secret) return null;
  return Buffer.from(hkdfSync("sha256", secret, "", "staff totp secrets", 32));
}

/** The stored form of a base32 secret. */
export function sealTotpSecret(base32: string): string {
  const key = sealingKey();
  if (!key) return `${PLAIN}:${base32}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return [SEALED, iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(":");
}

/** The base32 secret, or null when it cannot be opened (SESSION_SECRET changed or removed). */
export function openTotpSecret(stored: string): string | null {
  const [scheme, ...parts] = stored.split(":");
  if (scheme === PLAIN && parts.length === 1) return parts[0]!;
  const key = sealingKey();
  if (scheme !== SEALED || parts.length !== 3 || !key) return null;
  const [iv, sealed, tag] = parts.map((part) => Buffer.from(part!, "base64url")) as [Buffer, Buffer, Buffer];
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
