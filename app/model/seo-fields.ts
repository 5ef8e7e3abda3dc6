import { z } from "zod";

// What a page, a post or a job opening tells search engines and social sites. Every field is
// optional: left empty, each falls back to what the content itself says (seo-defaults.ts).

/** Search results show about this much of a title; a longer one is cut, not refused. */
export const SEARCH_TITLE_ADVISED_MAX = 60;
export const SEARCH_TITLE_MAX = 120;
/** Search engines show about this much of a meta description. */
export const DESCRIPTION_ADVISED = { min: 120, max: 160 } as const;
export const SEO_DESCRIPTION_MAX = 300;
export const CANONICAL_URL_MAX = 2000;

export const seoFieldMessages = {
  searchTitleTooLong: `Keep the search title to ${SEARCH_TITLE_MAX} characters or fewer`,
  descriptionTooLong: `Keep the meta description to ${SEO_DESCRIPTION_MAX} characters or fewer`,
  canonicalInvalid: "Use a full address starting with https:// or http://, or a path on this site starting with /",
  canonicalTooLong: `Keep the canonical address to ${CANONICAL_URL_MAX} characters or fewer`,
  socialImageUnknown: "Choose a picture from the media library: only pictures with alt text are offered",
} as const;

/** A library picture's fallback file, the one social sites can all show (JPEG, or PNG for transparency). */
export const SOCIAL_IMAGE_PATTERN = /^\/media\/[0-9a-f]{32}\.(jpg|png)$/;

/**
 * A canonical address: an absolute http(s) URL with a host, or a path of this site ("/blog/3").
 * A protocol-relative "//host" is neither, and nothing may hold spaces or control characters.
 */
export function isCanonicalUrl(value: string): boolean {
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const singleLineText = (value: string) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").replace(/[\r\n\t]+/g, " ").trim();

/** The fields as they are stored and published: empty ones are left out. */
export const seoFieldsSchema = z.object({
  /** The title search results and browser tabs show, exactly as written; left out, "<title> | <company>". */
  searchTitle: z.string().max(SEARCH_TITLE_MAX, seoFieldMessages.searchTitleTooLong).optional(),
  /** Left out on pages, whose own meta description is required. */
  description: z.string().max(SEO_DESCRIPTION_MAX, seoFieldMessages.descriptionTooLong).optional(),
  socialImage: z.string().regex(SOCIAL_IMAGE_PATTERN, seoFieldMessages.socialImageUnknown).optional(),
  canonical: z.string().max(CANONICAL_URL_MAX, seoFieldMessages.canonicalTooLong).refine(isCanonicalUrl, seoFieldMessages.canonicalInvalid).optional(),
  /** True keeps the item out of search engines' results (`<meta name="robots" content="noindex">`) and out of the sitemap. */
  noindex: z.boolean().optional(),
});

export type SeoFields = z.infer<typeof seoFieldsSchema>;

/** The fields as a form sends them, every one text: trimmed, and an empty one left out. */
export const seoFormSchema = z.object({
  searchTitle: z
    .string()
    .transform(singleLineText)
    .pipe(z.string().max(SEARCH_TITLE_MAX, seoFieldMessages.searchTitleTooLong))
    .transform((value) => value || undefined),
  description: z
    .string()
    .transform(singleLineText)
    .pipe(z.string().max(SEO_DESCRIPTION_MAX, seoFieldMessages.descriptionTooLong))
    .transform((value) => value || undefined),
  socialImage: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(SOCIAL_IMAGE_PATTERN, seoFieldMessages.socialImageUnknown).optional()),
  canonical: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().max(CANONICAL_URL_MAX, seoFieldMessages.canonicalTooLong).refine(isCanonicalUrl, seoFieldMessages.canonicalInvalid).optional()),
  /** A checkbox: "on" (or anything sent) when ticked, absent when not. */
  noindex: z.string().optional().transform((value) => (value ? true : undefined)),
});

export type SeoFormValues = { searchTitle: string; description: string; socialImage: string; canonical: string; noindex: boolean };
export type SeoFieldErrors = Partial<Record<keyof SeoFormValues, string>>;

export const EMPTY_SEO_FORM: SeoFormValues = { searchTitle: "", description: "", socialImage: "", canonical: "", noindex: false };

/** The form's fields, read from a posted form (anything that is not text counts as empty). */
export function readSeoForm(form: FormData): SeoFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { searchTitle: text("seoSearchTitle"), description: text("seoDescription"), socialImage: text("seoSocialImage"), canonical: text("seoCanonical"), noindex: form.get("seoNoindex") !== null };
}

/** Checks the form's fields, giving the stored fields or the message beside each wrong one. */
export function validateSeoForm(values: SeoFormValues): { ok: true; value: SeoFields } | { ok: false; fieldErrors: SeoFieldErrors } {
  const result = seoFormSchema.safeParse({ ...values, noindex: values.noindex ? "on" : undefined });
  if (result.success) {
    const fields: SeoFields = {};
    for (const [key, value] of Object.entries(result.data)) if (value !== undefined) (fields as Record<string, unknown>)[key] = value;
    return { ok: true, value: fields };
  }
  const fieldErrors: SeoFieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[issue.path[0] as keyof SeoFormValues] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** What the form shows for stored fields. */
export function seoFormValuesOf(fields: SeoFields | undefined): SeoFormValues {
  return {
    searchTitle: fields?.searchTitle ?? "",
    description: fields?.description ?? "",
    socialImage: fields?.socialImage ?? "",
    canonical: fields?.canonical ?? "",
    noindex: fields?.noindex ?? false,
  };
}

/** The stored columns of a post or a job opening (migration 0016) as fields. */
export function seoFieldsOfColumns(row: { seo_title: string | null; seo_description: string | null; social_image: string | null; canonical_url: string | null; robots: string }): SeoFields {
  const fields: SeoFields = {};
  if (row.seo_title) fields.searchTitle = row.seo_title;
  if (row.seo_description) fields.description = row.seo_description;
  if (row.social_image) fields.socialImage = row.social_image;
  if (row.canonical_url) fields.canonical = row.canonical_url;
  if (row.robots === "noindex") fields.noindex = true;
  return fields;
}

/** The fields as the columns of a post or a job opening. */
export function columnsOfSeoFields(fields: SeoFields) {
  return {
    seo_title: fields.searchTitle ?? null,
    seo_description: fields.description ?? null,
    social_image: fields.socialImage ?? null,
    canonical_url: fields.canonical ?? null,
    robots: fields.noindex ? ("noindex" as const) : ("index" as const),
  };
}
