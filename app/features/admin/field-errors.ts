import type { z } from "zod";

/** The first message for each field of a failed parse, keyed by field name, as the forms show them. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form") as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
