/*
 * What people read about passkeys, in the browser (the account page, the sign-in button) and in
 * the server's answers alike.
 */

export const PASSKEY_PASSWORD_REQUIRED_MESSAGE = "Enter your current password";
export const PASSKEY_NAME_REQUIRED_MESSAGE = "Name the passkey, for example Work laptop.";
export const PASSKEY_NAME_TOO_LONG_MESSAGE = "Keep the name to 60 characters or fewer.";
export const MAX_PASSKEY_NAME_LENGTH = 60;

export const PASSKEY_RESPONSE_UNREADABLE_MESSAGE = "The passkey's answer could not be read. Try again.";
export const PASSKEY_CHALLENGE_INVALID_MESSAGE = "This passkey request has expired or was already used. Try again.";
export const PASSKEY_NOT_VERIFIED_MESSAGE = "The passkey could not be verified. Try again, or use another passkey.";
export const PASSKEY_ALREADY_ADDED_MESSAGE = "This passkey is already added to an account.";
export const PASSKEY_LIMIT_MESSAGE = "You have 10 passkeys, the most an account can have. Remove one you no longer use first.";
export const PASSKEY_UNKNOWN_MESSAGE = "This passkey is not known here: it may have been removed. Sign in with your email and password.";
export const PASSKEY_COUNTER_MESSAGE =
  "This passkey's use counter went backwards, which can mean it was copied. It was refused: sign in with your email and password and remove it from your account.";
export const PASSKEY_ACCOUNT_DEACTIVATED_MESSAGE = "This account is deactivated. Ask an admin if you need it again.";
export const PASSKEY_REMOVE_MISSING_MESSAGE = "No such passkey: it may have been removed already.";

// What the browser says when the person's device did not give an answer.
export const PASSKEY_CANCELLED_MESSAGE = "No passkey was used: the request was cancelled or timed out, or this device holds no passkey for this site. Try again, or sign in with your email and password.";
export const PASSKEY_WRONG_ADDRESS_MESSAGE = "Passkeys work only at the staff console's own address. Open the console at its usual address and try again.";
export const PASSKEY_EXCLUDED_MESSAGE = "This device already holds a passkey for your account: it is in the list above.";
export const PASSKEY_BROWSER_FAILED_MESSAGE = "Your browser could not use a passkey here. Try again, or sign in with your email and password.";
export const PASSKEY_NETWORK_MESSAGE = "The server could not be reached. Check your connection and try again.";
export const PASSKEY_UNSUPPORTED_SIGN_IN_MESSAGE = "This browser cannot use passkeys. Sign in with your email and password.";
export const PASSKEY_UNSUPPORTED_ADD_MESSAGE = "This browser cannot create passkeys. Open your account in a browser that can, such as a current Chrome, Edge, Firefox or Safari.";
export const PASSKEY_NEEDS_JAVASCRIPT_MESSAGE = "Adding a passkey needs JavaScript, which is off in this browser. Your passkeys can still be removed below.";

/** The account page's confirmations, keyed by the `?notice=` the passkey actions redirect with. */
export const PASSKEY_NOTICES = {
  "passkey-added": "Passkey added. You can sign in with it instead of your password.",
  "passkey-removed": "Passkey removed. It no longer signs in to your account.",
} as const;

export function passkeyNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(PASSKEY_NOTICES, value) ? PASSKEY_NOTICES[value as keyof typeof PASSKEY_NOTICES] : null;
}
