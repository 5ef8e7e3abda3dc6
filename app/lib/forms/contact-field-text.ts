/*
 * The words and limits of the enquiry and application fields the form renders with, apart from
 * the schema itself (contact-fields.ts, with the spec's messages): the page renders its form with
 * these before zod (loaded when the visitor first uses the form) is there.
 */

/** Lengths the server caps (the spec sets none); generous for real names, addresses and notes. */
export const contactFieldLimits = { name: 100, email: 254, phone: 14, message: 5000 } as const;

export const PHONE_FORMATS_HINT = "+91-XXXXXXXXXX, +91XXXXXXXXXX or 10 digits";

/** Field name → the first message for it, for a form to show beside each input. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field from a schema's issues (zod's `error.issues`). */
export function firstErrorPerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
