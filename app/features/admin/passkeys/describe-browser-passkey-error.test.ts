import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { describeBrowserPasskeyError } from "./describe-browser-passkey-error.ts";
import { PASSKEY_BROWSER_FAILED_MESSAGE, PASSKEY_CANCELLED_MESSAGE, PASSKEY_EXCLUDED_MESSAGE, PASSKEY_WRONG_ADDRESS_MESSAGE } from "./passkey-messages.ts";

const domError = (name: string) => Object.assign(new Error("browser said no"), { name });

describe("what a person is told when the browser gave no passkey", () => {
  it("tells a cancelled or timed-out prompt from a passkey already there and a wrong address", () => {
    expect(describeBrowserPasskeyError(new WebAuthnError({ message: "x", code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", cause: domError("NotAllowedError") }))).toBe(PASSKEY_CANCELLED_MESSAGE);
    expect(describeBrowserPasskeyError(domError("AbortError"))).toBe(PASSKEY_CANCELLED_MESSAGE);
    expect(describeBrowserPasskeyError(new WebAuthnError({ message: "x", code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED", cause: domError("InvalidStateError") }))).toBe(PASSKEY_EXCLUDED_MESSAGE);
    expect(describeBrowserPasskeyError(new WebAuthnError({ message: "x", code: "ERROR_INVALID_DOMAIN", cause: domError("SecurityError") }))).toBe(PASSKEY_WRONG_ADDRESS_MESSAGE);
    expect(describeBrowserPasskeyError(new WebAuthnError({ message: "x", code: "ERROR_AUTHENTICATOR_GENERAL_ERROR", cause: domError("UnknownError") }))).toBe(PASSKEY_BROWSER_FAILED_MESSAGE);
    expect(describeBrowserPasskeyError("not even an error")).toBe(PASSKEY_BROWSER_FAILED_MESSAGE);
  });
});
