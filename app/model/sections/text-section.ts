import { z } from "zod";
import { pictureSchema } from "../picture.ts";
import { requiredText, textList } from "../text-fields.ts";
import { sectionHeading, sectionId } from "./section-base.ts";

/** Paragraphs under a heading, with an optional eyebrow above it and a picture beside it. */
export const textSectionSchema = z.object({
  kind: z.literal("text"),
  id: sectionId,
  heading: sectionHeading,
  eyebrow: requiredText("Eyebrow", 120).optional(),
  paragraphs: textList("The text", "A paragraph"),
  image: pictureSchema.optional(),
});
