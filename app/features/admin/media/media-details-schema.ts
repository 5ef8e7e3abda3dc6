import { z } from "#app/lib/jitless-zod.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";

/*
 * A library picture's details, shared by the detail page (checked before sending when JavaScript
 * runs) and its action. Alt text is what a screen reader says for the picture: it is required,
 * unless staff say the picture is decoration, which is then placed with alt="" (ADR 014).
 */

export const MEDIA_DETAIL_FIELDS = ["altText", "caption", "decorative"] as const;
export type MediaDetailField = (typeof MEDIA_DETAIL_FIELDS)[number];

/** The form as typed; `decorative` is "on" when ticked. */
export type MediaDetailValues = { altText: string; caption: string; decorative: string };
export type MediaDetailErrors = Partial<Record<MediaDetailField | "form", string>>;
export type MediaDetails = { altText: string; caption: string; decorative: boolean };

// The picture model's limit for alt text, so a library picture's text always fits a page.
export const MEDIA_ALT_MAX = 1000;
export const MEDIA_CAPTION_MAX = 2000;

export const mediaDetailMessages = {
  altRequired: "Describe what the picture shows, or tick “Decorative” if it adds nothing a reader would miss",
  tooLong: (limit: number) => `Use at most ${limit} characters`,
} as const;

const mediaDetailsSchema = z
  .object({
    altText: z
      .string()
      .transform((value) => stripControlCharacters(value, { singleLine: true }).trim().replace(/\s+/g, " "))
      .pipe(z.string().max(MEDIA_ALT_MAX, mediaDetailMessages.tooLong(MEDIA_ALT_MAX))),
    caption: z
      .string()
      .transform((value) => stripControlCharacters(value).trim())
      .pipe(z.string().max(MEDIA_CAPTION_MAX, mediaDetailMessages.tooLong(MEDIA_CAPTION_MAX))),
    decorative: z.string().transform((value) => value === "on"),
  })
  .superRefine((details, context) => {
    if (!details.decorative && details.altText === "") context.addIssue({ code: "custom", path: ["altText"], message: mediaDetailMessages.altRequired });
  })
  // A decorative picture is placed with alt="": text typed before ticking the box is not kept.
  .transform((details): MediaDetails => ({ ...details, altText: details.decorative ? "" : details.altText }));

export function readMediaDetailValues(form: FormData): MediaDetailValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { altText: text("altText"), caption: text("caption"), decorative: text("decorative") };
}

export function parseMediaDetails(values: MediaDetailValues): { ok: true; details: MediaDetails } | { ok: false; errors: MediaDetailErrors } {
  const result = mediaDetailsSchema.safeParse(values);
  if (result.success) return { ok: true, details: result.data };
  const errors: MediaDetailErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (MEDIA_DETAIL_FIELDS as readonly string[]).includes(field)) errors[field as MediaDetailField] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return { ok: false, errors };
}
