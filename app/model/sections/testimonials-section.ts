import { z } from "zod";
import { longText, requiredText } from "../text-fields.ts";
import { sectionHeading, sectionId } from "./section-base.ts";

/** Quotes from customers or staff, in a carousel. */
export const testimonialsSectionSchema = z.object({
  kind: z.literal("testimonials"),
  id: sectionId,
  heading: sectionHeading,
  /** Names the carousel for screen readers. */
  label: requiredText("Label for screen readers", 120),
  testimonials: z
    .array(z.object({ quote: longText("Quote"), name: requiredText("Name", 120), designation: requiredText("Designation", 200) }))
    .min(1, "Add at least one testimonial"),
});
