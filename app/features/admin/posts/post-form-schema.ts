import { z } from "#app/lib/jitless-zod.ts";
import { POST_STATUSES, type PostStatus } from "#app/db/schema.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { readSeoForm, validateSeoForm, type SeoFieldErrors, type SeoFields, type SeoFormValues } from "#app/model/seo-fields.ts";
import { SLUG_MAX, SLUG_PATTERN, suggestSlug } from "./suggest-slug.ts";

// One schema for the post editor, read by the page and enforced again by the action.

export const POST_TITLE_MAX = 200;
export const POST_AUTHOR_MAX = 100;
export const POST_CONTENT_MAX = 100_000;
/** More categories than this on one post is a mistake, not a choice. */
export const POST_CATEGORIES_MAX = 20;
export const POST_EXCERPT_MAX = 300;

export const postFormMessages = {
  titleRequired: "Enter a title",
  titleTooLong: `Keep the title to ${POST_TITLE_MAX} characters or fewer`,
  slugRequired: "Enter a slug: lower-case letters, digits and hyphens",
  slugFormat: "Use only lower-case letters, digits and single hyphens between them, e.g. cloud-cost-review",
  slugTooLong: `Keep the slug to ${SLUG_MAX} characters or fewer`,
  slugTaken: "Another post already uses this slug",
  authorRequired: "Enter the author's name",
  authorTooLong: `Keep the author's name to ${POST_AUTHOR_MAX} characters or fewer`,
  dateInvalid: "Enter the publish date as YYYY-MM-DD",
  statusInvalid: "Choose draft or published",
  categoriesInvalid: "Choose categories from the list",
  contentRequired: "A published post needs content",
  contentTooLong: `Keep the content to ${POST_CONTENT_MAX.toLocaleString("en")} characters or fewer`,
  excerptTooLong: `Keep the excerpt to ${POST_EXCERPT_MAX} characters or fewer`,
  coverUnknown: "Choose a cover from the media library: only pictures with alt text are offered",
} as const;

/** What the form holds, as typed: kept and shown again when the input is refused. */
export type PostFormValues = {
  title: string;
  slug: string;
  authorName: string;
  publishedOn: string;
  status: string;
  categoryIds: string[];
  content: string;
  /** The address of the cover picture chosen from the library, or "" for none. */
  coverSrc: string;
  excerpt: string;
  /** Search and sharing fields; a form without them leaves the stored ones as they are. */
  seo?: SeoFormValues;
};

export type PostInput = {
  title: string;
  slug: string;
  authorName: string;
  publishedOn: string;
  status: PostStatus;
  categoryIds: number[];
  content: string;
  coverSrc: string | null;
  excerpt: string | null;
  seo?: SeoFields;
};

export type PostFieldErrors = Partial<Record<Exclude<keyof PostInput, "seo">, string>> & { seo?: SeoFieldErrors };

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  // 2026-02-30 parses, but to another day.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const singleLine = (value: string) => stripControlCharacters(value, { singleLine: true }).trim();

export const postFormSchema = z
  .object({
    title: z.string().transform(singleLine).pipe(z.string().min(1, postFormMessages.titleRequired).max(POST_TITLE_MAX, postFormMessages.titleTooLong)),
    slug: z
      .string()
      .trim()
      .min(1, postFormMessages.slugRequired)
      .max(SLUG_MAX, postFormMessages.slugTooLong)
      .regex(SLUG_PATTERN, postFormMessages.slugFormat),
    authorName: z
      .string()
      .transform(singleLine)
      .pipe(z.string().min(1, postFormMessages.authorRequired).max(POST_AUTHOR_MAX, postFormMessages.authorTooLong)),
    publishedOn: z.string().trim().refine(isCalendarDate, postFormMessages.dateInvalid),
    status: z.enum(POST_STATUSES, { error: postFormMessages.statusInvalid }),
    categoryIds: z
      .array(z.string().regex(/^\d{1,10}$/, postFormMessages.categoriesInvalid).transform(Number))
      .max(POST_CATEGORIES_MAX, postFormMessages.categoriesInvalid)
      .transform((ids) => [...new Set(ids)]),
    // Browsers send a textarea's line breaks as CRLF; stored Markdown uses LF.
    content: z.string().transform((value) => stripControlCharacters(value)).pipe(z.string().max(POST_CONTENT_MAX, postFormMessages.contentTooLong)),
    // Which library picture is checked when the post is saved: the form only names it.
    coverSrc: z
      .string()
      .trim()
      .transform((value) => value || null)
      .pipe(z.string().regex(/^\/media\/[0-9a-f]{32}\.(jpg|png)$/, postFormMessages.coverUnknown).nullable()),
    excerpt: z
      .string()
      .transform(singleLine)
      .pipe(z.string().max(POST_EXCERPT_MAX, postFormMessages.excerptTooLong))
      .transform((value) => value || null),
  })
  .superRefine((post, context) => {
    if (post.status === "published" && post.content.trim() === "") {
      context.addIssue({ code: "custom", path: ["content"], message: postFormMessages.contentRequired });
    }
  });

/** Reads the editor's fields; anything that is not text (a file, a missing field) counts as empty. */
export function readPostForm(form: FormData): PostFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    slug: text("slug"),
    authorName: text("authorName"),
    publishedOn: text("publishedOn"),
    status: text("status"),
    categoryIds: form.getAll("categoryIds").filter((value): value is string => typeof value === "string"),
    content: text("content"),
    coverSrc: text("coverSrc"),
    excerpt: text("excerpt"),
    seo: readSeoForm(form),
  };
}

/** Checks the values; an empty slug is suggested from the title, as the page does while typing. */
export function validatePostForm(values: PostFormValues): { ok: true; value: PostInput } | { ok: false; fieldErrors: PostFieldErrors } {
  const slug = values.slug.trim() === "" ? suggestSlug(values.title) : values.slug;
  const result = postFormSchema.safeParse({ ...values, slug });
  const seo = values.seo ? validateSeoForm(values.seo) : null;
  if (result.success && seo?.ok !== false) return { ok: true, value: seo ? { ...result.data, seo: seo.value } : result.data };
  const fieldErrors: PostFieldErrors = {};
  if (!result.success) for (const issue of result.error.issues) fieldErrors[issue.path[0] as Exclude<keyof PostInput, "seo">] ??= issue.message;
  if (seo && !seo.ok) fieldErrors.seo = seo.fieldErrors;
  return { ok: false, fieldErrors };
}
