import { z } from "zod";
import { longText } from "../text-fields.ts";
import { titledTextSchema } from "../titled-text.ts";
import { headedSection } from "./section-base.ts";

/** A list of points: plain, or each with a bold lead-in; ticked or numbered; in one to three columns. */
export const listSectionSchema = z.object({
  kind: z.literal("list"),
  ...headedSection,
  items: z.array(z.union([longText("A point"), titledTextSchema])).min(1, "The list needs at least one point"),
  /** "check": ticked bullets; "numbered": an ordered list. */
  style: z.enum(["check", "numbered"]).optional(),
  columns: z.literal([1, 2, 3], { error: "Choose one, two or three columns" }).optional(),
});
