import type { z } from "zod";

/** A schema's complaints about a document, by the dotted path of the field each concerns ("sections.2.heading"). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The errors under one part of a document, with their paths relative to it. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const scoped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === prefix) scoped[""] = message;
    else if (path.startsWith(`${prefix}.`)) scoped[path.slice(prefix.length + 1)] = message;
  }
  return scoped;
}
