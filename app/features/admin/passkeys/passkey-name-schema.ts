import { z } from "zod";
import { MAX_PASSKEY_NAME_LENGTH, PASSKEY_NAME_REQUIRED_MESSAGE, PASSKEY_NAME_TOO_LONG_MESSAGE } from "./passkey-messages.ts";

/** The name a person gives a passkey, checked in the browser before the ceremony and again on the server. */
export const passkeyNameSchema = z
  .string(PASSKEY_NAME_REQUIRED_MESSAGE)
  // Control characters (a NUL, which PostgreSQL refuses in text) are dropped, runs of spaces made one.
  .transform((value) => value.normalize("NFC").replace(/\s+/g, " ").replace(/\p{Cc}/gu, "").trim())
  .pipe(z.string().min(1, PASSKEY_NAME_REQUIRED_MESSAGE).max(MAX_PASSKEY_NAME_LENGTH, PASSKEY_NAME_TOO_LONG_MESSAGE));
