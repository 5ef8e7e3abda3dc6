import { z } from "#app/lib/jitless-zod.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { SLUG_MAX, SLUG_PATTERN, suggestSlug } from "./suggest-slug.ts";

// One schema for creating and renaming a category, read by the page and enforced by the action.

export const CATEGORY_NAME_MAX = 60;

export const categoryFormMessages = {
  nameRequired: "Enter a category name",
  nameTooLong: `Keep the name to ${CATEGORY_NAME_MAX} characters or fewer`,
  nameTaken: "Another category already has this name",
  slugRequired: "Enter a slug: lower-case letters, digits and hyphens",
  slugFormat: "Use only lower-case letters, digits and single hyphens between them, e.g. cloud-devops",
  slugTooLong: `Keep the slug to ${SLUG_MAX} characters or fewer`,
  slugTaken: "Another category already uses this slug",
} as const;

export type CategoryFormValues = { name: string; slug: string };
export type CategoryInput = CategoryFormValues;
export type CategoryFieldErrors = Partial<Record<keyof CategoryInput, string>>;

export const categoryFormSchema = z.object({
  name: z
    .string()
    .transform((value) => stripControlCharacters(value, { singleLine: true }).trim())
    .pipe(z.string().min(1, categoryFormMessages.nameRequired).max(CATEGORY_NAME_MAX, categoryFormMessages.nameTooLong)),
  slug: z
    .string()
    .trim()
    .min(1, categoryFormMessages.slugRequired)
    .max(SLUG_MAX, categoryFormMessages.slugTooLong)
    .regex(SLUG_PATTERN, categoryFormMessages.slugFormat),
});

export function readCategoryForm(form: FormData): CategoryFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), slug: text("slug") };
}

/** Checks the values; an empty slug is suggested from the name. */
export function validateCategoryForm(
  values: CategoryFormValues,
): { ok: true; value: CategoryInput } | { ok: false; fieldErrors: CategoryFieldErrors } {
  const slug = values.slug.trim() === "" ? suggestSlug(values.name) : values.slug;
  const result = categoryFormSchema.safeParse({ ...values, slug });
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: CategoryFieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[issue.path[0] as keyof CategoryInput] ??= issue.message;
  return { ok: false, fieldErrors };
}
