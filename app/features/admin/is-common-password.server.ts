import { COMMON_PASSWORDS } from "./common-passwords.ts";

// Built on first use, not at import: the command line and most requests never need it.
let common: Set<string> | undefined;

function normalize(password: string): string {
  // The same password whatever its letter case or Unicode form (hashing normalizes to NFKC too).
  return password.normalize("NFKC").toLowerCase();
}

// Digits, punctuation and spaces around a word: what people add to a common password to make it long enough.
const PADDING = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/**
 * Whether the password is a common one, in any letter case: on the bundled list, a listed word
 * with only digits or symbols around it ("Dragon123456!"), or one character repeated.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.map(normalize));
  const normalized = normalize(password);
  if (common.has(normalized)) return true;
  const core = normalized.replace(PADDING, "");
  if (core !== normalized && core.length > 0 && common.has(core)) return true;
  return normalized.length > 0 && [...normalized].every((character) => character === normalized[0]);
}
