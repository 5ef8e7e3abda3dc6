import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = "Kairav Technologies staff console";

function totpFor(base32: string, label = "staff"): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(base32: string, email: string): string {
  return totpFor(base32, email).toString();
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(base32: string): string {
  return base32.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * The 30-second step the code belongs to when it is right for the step of `now` or one either side
 * (a phone's clock a little off, a code typed as it changed), else null.
 */
export function matchingTotpStep(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpFor(base32).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}
