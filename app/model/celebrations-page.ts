import { z } from "zod";
import { albumSchema } from "./album.ts";
import { longText, requiredText } from "./text-fields.ts";

/** The celebrations gallery page: its lead, its description for search engines, and its albums. */
export const celebrationsPageSchema = z.object({
  lead: longText("Lead"),
  description: requiredText("Meta description", 300),
  albums: z
    .array(albumSchema)
    .min(1, "Add at least one album")
    .superRefine((albums, context) => {
      // An album's id is its anchor on the page and the start of its photos' ids.
      const seen = new Set<string>();
      albums.forEach((album, index) => {
        if (seen.has(album.id)) context.addIssue({ code: "custom", path: [index, "id"], message: `Another album already uses the address "${album.id}"` });
        seen.add(album.id);
      });
    }),
});

/**
 * The gallery as staff are still writing it: the shape the editor needs holds, while texts may be
 * empty until it is published (celebrationsPageSchema), so nothing typed is lost.
 */
export const celebrationsDraftSchema = z.object({
  lead: z.string(),
  description: z.string(),
  albums: z.array(z.looseObject({ photos: z.array(z.looseObject({ thumb: z.looseObject({}), full: z.looseObject({}) })) })),
});

export type CelebrationsPage = z.infer<typeof celebrationsPageSchema>;
