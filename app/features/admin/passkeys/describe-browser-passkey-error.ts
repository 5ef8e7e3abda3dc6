import { PASSKEY_BROWSER_FAILED_MESSAGE, PASSKEY_CANCELLED_MESSAGE, PASSKEY_EXCLUDED_MESSAGE, PASSKEY_WRONG_ADDRESS_MESSAGE } from "./passkey-messages.ts";

/**
 * What to tell the person when their browser gave no passkey answer. @simplewebauthn/browser
 * rethrows the browser's DOMException as a WebAuthnError with a code, keeping the original as
 * `cause`; a cancelled or timed-out prompt is a NotAllowedError, whoever wraps it.
 */
export function describeBrowserPasskeyError(error: unknown): string {
  const named = (value: unknown): string | undefined => (value instanceof Error ? value.name : undefined);
  const code = typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
  const cause = error instanceof Error ? error.cause : undefined;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return PASSKEY_EXCLUDED_MESSAGE;
  // The page is open at an address the passkeys' domain does not cover (an IP address, say).
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID") return PASSKEY_WRONG_ADDRESS_MESSAGE;
  if (named(error) === "NotAllowedError" || named(cause) === "NotAllowedError" || named(error) === "AbortError" || named(cause) === "AbortError") return PASSKEY_CANCELLED_MESSAGE;
  return PASSKEY_BROWSER_FAILED_MESSAGE;
}
