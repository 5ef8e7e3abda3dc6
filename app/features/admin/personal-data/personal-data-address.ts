import { z } from "zod";

export const ADDRESS_MAX_LENGTH = 320;

export const ADDRESS_REQUIRED_MESSAGE = "Enter the person's email address";
export const ADDRESS_INVALID_MESSAGE = "Enter an email address, like name@example.com";
export const CONFIRMATION_MISMATCH_MESSAGE = "Type the address shown above, exactly, to confirm the erasure";

/**
 * The address a request is about, as staff type it: trimmed and lower-cased, since every lookup
 * and the audit fingerprint compare addresses in lower case (people write their address in
 * whatever case, and mail systems treat it alike).
 */
export const personalDataAddressSchema = z
  .string({ error: ADDRESS_REQUIRED_MESSAGE })
  .trim()
  .min(1, ADDRESS_REQUIRED_MESSAGE)
  .max(ADDRESS_MAX_LENGTH, ADDRESS_INVALID_MESSAGE)
  .pipe(z.email(ADDRESS_INVALID_MESSAGE))
  .transform((address) => address.toLowerCase());

/** Whether the typed confirmation names the same address, in any letter case and spacing around it. */
export function confirmsAddress(typed: unknown, address: string): boolean {
  return typeof typed === "string" && typed.trim().toLowerCase() === address;
}
