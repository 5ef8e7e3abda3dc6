import { z } from "zod";
import { longText, requiredText, slugSchema } from "./text-fields.ts";

const servedFile = z.string().regex(/^\/(?!\/)[\w./-]+$/, "Choose a file served by this site");
const srcSet = z.string().min(1, "The picture has no sizes");

/** One photo of an album: a thumbnail and a full view at several widths, with its intrinsic size. */
export const galleryPhotoSchema = z.object({
  id: slugSchema,
  alt: requiredText("Alt text", 400),
  /** A line shown under the thumbnail, for what the picture cannot say (names, the occasion). */
  caption: requiredText("Caption", 300).optional(),
  thumb: z.object({ avif: servedFile, webp: servedFile, jpg: servedFile }),
  full: z.object({ avif: servedFile, webp: servedFile, srcSetAvif: srcSet, srcSetWebp: srcSet }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** An album of the celebrations gallery. */
export const albumSchema = z.object({
  id: slugSchema,
  name: requiredText("Name", 120),
  /** The month it happened, as YYYY-MM: albums are shown newest first. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as YYYY-MM"),
  /** One or two sentences. */
  description: longText("Description"),
  photos: z.array(galleryPhotoSchema).min(1, "Add at least one photo"),
});

export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export type Album = z.infer<typeof albumSchema>;
