import { z } from "zod";
import { requiredText } from "../text-fields.ts";
import { sectionId } from "./section-base.ts";

/** Key figures in a row: a value ("25+") and what it counts. */
export const statsSectionSchema = z.object({
  kind: z.literal("stats"),
  id: sectionId,
  heading: requiredText("Heading", 200).optional(),
  stats: z.array(z.object({ value: requiredText("Value", 40), label: requiredText("Label", 200) })).min(1, "Add at least one figure"),
});
