/** What every staff password must be; the check itself is new-password-schema.server.ts. */
export const MIN_PASSWORD_LENGTH = 12;
// scrypt hashes any length, but nothing legitimate is longer, and a huge one is only work.
export const MAX_PASSWORD_LENGTH = 1024;

/** What the new-password fields say under their label, before anything was typed. */
export const PASSWORD_RULES_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password. A few unrelated words make a strong one.`;
