import { z } from "zod";
import { pictureSchema } from "../picture.ts";
import { longText, requiredText, slugSchema } from "../text-fields.ts";
import { headedSection } from "./section-base.ts";

/** One slide of a slider: a picture with a title and a caption. */
export const slideSchema = z.object({
  id: slugSchema,
  title: requiredText("Title", 200),
  caption: longText("Caption"),
  image: pictureSchema,
});

export type Slide = z.infer<typeof slideSchema>;

/** A carousel of slides, with dots and arrows as chosen. */
export const sliderSectionSchema = z.object({
  kind: z.literal("slider"),
  ...headedSection,
  /** Names the carousel for screen readers. */
  label: requiredText("Label for screen readers", 120),
  slides: z.array(slideSchema).min(1, "Add at least one slide"),
  showDots: z.boolean(),
  showArrows: z.boolean(),
});
