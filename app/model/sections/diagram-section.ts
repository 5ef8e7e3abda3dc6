import { z } from "zod";
import { pictureSchema } from "../picture.ts";
import { longText } from "../text-fields.ts";
import { headedSection } from "./section-base.ts";

/** One diagram or illustration, full width, optionally captioned and enlargeable. */
export const diagramSectionSchema = z.object({
  kind: z.literal("diagram"),
  ...headedSection,
  picture: pictureSchema,
  caption: longText("Caption").optional(),
  enlargeable: z.boolean(),
});
