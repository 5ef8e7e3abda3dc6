import { z } from "zod";

const SRCSET_ENTRY = String.raw`\/media\/[0-9a-f]{32}\.(?:avif|webp|jpg|png) \d{1,5}w`;

/** A list of one library picture's files with their widths ("/media/<hash>.avif 640w, …"). */
const srcsetSchema = z
  .string()
  .max(4000, "Too many sizes of the picture")
  .regex(new RegExp(`^${SRCSET_ENTRY}(?:, ${SRCSET_ENTRY})*$`), "Choose the picture again from the media library");

/** A picture shown on a page: a file the site serves, always with its intrinsic size. */
export const pictureSchema = z.object({
  /** Root-relative path, e.g. "/diagrams/platform-layers.svg". */
  src: z
    .string({ error: "Choose a picture" })
    .regex(/^\/(?!\/)[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/, "Choose a picture served by this site"),
  width: z.number().int().positive("The width must be a positive number of pixels"),
  height: z.number().int().positive("The height must be a positive number of pixels"),
  /** What the picture shows, for screen readers; "" only for pure decoration. */
  alt: z.string().max(1000, "Alt text is at most 1000 characters"),
  /**
   * A media library picture's files in every format and width, so each visitor's browser loads
   * the smallest that fits; `src` is then the fallback file. Built-in pictures have none.
   */
  responsive: z.object({ avif: srcsetSchema, webp: srcsetSchema, fallback: srcsetSchema }).optional(),
});

export type Picture = z.infer<typeof pictureSchema>;
