import type { RedirectStatus } from "#app/db/schema.ts";
import { normalizeFromPath, normalizeToTarget } from "./normalize-redirect.ts";
import { readRedirectStatus } from "./redirect-status.ts";

export type RedirectFormValues = { from: string; to: string; status: string };
export type RedirectFormField = keyof RedirectFormValues;
export type RedirectFieldErrors = Partial<Record<RedirectFormField, string>>;
export type RedirectInput = { from: string; to: string; status: RedirectStatus };

export const EMPTY_REDIRECT_FORM: RedirectFormValues = { from: "", to: "", status: "301" };

/** What the form sent, as text, to show again when it is refused. */
export function readRedirectFormValues(form: FormData): RedirectFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { from: text("from"), to: text("to"), status: text("status") };
}

/** The redirect the form describes, normalised, or a message per bad field. */
export function parseRedirectForm(values: RedirectFormValues): { ok: true; input: RedirectInput } | { ok: false; errors: RedirectFieldErrors } {
  const from = normalizeFromPath(values.from);
  const to = normalizeToTarget(values.to);
  const status = readRedirectStatus(values.status);
  if (from.ok && to.ok && status.ok) return { ok: true, input: { from: from.value, to: to.value, status: status.value } };
  return {
    ok: false,
    errors: {
      ...(from.ok ? {} : { from: from.message }),
      ...(to.ok ? {} : { to: to.message }),
      ...(status.ok ? {} : { status: status.message }),
    },
  };
}
