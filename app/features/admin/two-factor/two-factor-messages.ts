/** What the two-factor forms say, shared by the browser and the server. */
export const ENTER_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const WRONG_CODE_MESSAGE = "That code is not right, or was used already. Wait for the next code and try again.";
export const ENTER_RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes, such as abcdef-ghjkmn-pqrstu-vwxyz2";
export const WRONG_RECOVERY_CODE_MESSAGE = "That recovery code is not right, or was used already.";
export const ENTER_PASSWORD_OR_CODE_MESSAGE = "Enter your current password or a code from your authenticator app";
export const WRONG_PASSWORD_OR_CODE_MESSAGE = "That is neither your current password nor a current code";
export const SECRET_UNREADABLE_MESSAGE = "The server can no longer read your authenticator's key (its SESSION_SECRET changed). Sign in with a recovery code.";

/** A typed code without the spaces apps show in the middle of it. */
export function cleanCode(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s/g, "").slice(0, 64) : "";
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** What the sign-in page says to a browser whose second step ended (too slow, or too many wrong codes). */
export const CHALLENGE_GONE_MESSAGE = "Your sign-in waited too long or had too many wrong codes. Sign in again with your password.";

/** Which kind of code the second step of a sign-in asks for. */
export type SecondStepMethod = "totp" | "recovery-code";

export function secondStepMethod(value: unknown): SecondStepMethod {
  return value === "recovery-code" ? "recovery-code" : "totp";
}
