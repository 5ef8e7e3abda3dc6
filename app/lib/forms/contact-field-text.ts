/*
 * The words and limits of the enquiry and application fields, apart from the schema itself: the
 * page renders its form with these before zod (loaded when the visitor first uses the form) is
 * there. Spec §5 messages, word for word.
 */

export const contactFieldMessages = {
  nameRequired: "Full Name is required",
  nameCharacters: "Fullname contains only letters, spaces, periods (.), and apostrophes.",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone is required",
  phoneInvalid: "Invalid phone",
  messageRequired: "Message is required",
} as const;

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
