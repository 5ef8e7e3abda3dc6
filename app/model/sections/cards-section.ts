import { z } from "zod";
import { longText } from "../text-fields.ts";
import { titledTextSchema } from "../titled-text.ts";
import { headedSection } from "./section-base.ts";

/** Cards in a grid, each a title, a paragraph and optional points. */
export const cardsSectionSchema = z.object({
  kind: z.literal("cards"),
  ...headedSection,
  cards: z.array(titledTextSchema.extend({ points: z.array(longText("A point")).optional() })).min(1, "Add at least one card"),
  columns: z.literal([2, 3, 4], { error: "Choose two, three or four columns" }).optional(),
});
