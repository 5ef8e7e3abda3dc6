import { createHash } from "node:crypto";

/**
 * What the audit log keeps of an address a request was about: the SHA-256 of the lower-cased
 * address, never the address. Staff asked "did you erase my data?" hash the address they are
 * given and find the entry; the log itself names nobody (ADR 028 says what this does not hide).
 */
export function addressFingerprint(address: string): string {
  return createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
}
