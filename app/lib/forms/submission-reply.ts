import type { FieldErrors } from "./contact-field-text.ts";

/*
 * What a form action answers, as JSON to the page's script or as action data to the page itself
 * when the visitor has no JavaScript. `message` is the text the visitor sees (a toast, or a notice
 * above the form); it always comes from the server.
 */
export type SubmissionReply =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      /** Beside each field, when the server's check of the shared schema failed. */
      fieldErrors?: FieldErrors;
      /** The text the visitor typed, so a page rendered without JavaScript can show it again. */
      values?: Record<string, string>;
    };

/** Spec §8: what the visitor sees when the server could not be reached or did not answer properly. */
export const UNEXPECTED_ERROR_MESSAGE = "Error encountered, Please try again";

/** True when a parsed JSON body has the shape of a reply (anything else counts as unexpected). */
export function isSubmissionReply(value: unknown): value is SubmissionReply {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === "boolean" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}
