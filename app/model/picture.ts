import { z } from "zod";

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
});

export type Picture = z.infer<typeof pictureSchema>;
