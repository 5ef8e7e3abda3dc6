import { z } from "zod";
import { titledTextSchema } from "../titled-text.ts";
import { headedSection } from "./section-base.ts";

/** Numbered steps of a process, each a title and a paragraph. */
export const stepsSectionSchema = z.object({
  kind: z.literal("steps"),
  ...headedSection,
  steps: z.array(titledTextSchema).min(1, "Add at least one step"),
});
