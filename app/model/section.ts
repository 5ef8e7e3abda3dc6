import { z } from "zod";
import { cardsSectionSchema } from "./sections/cards-section.ts";
import { diagramSectionSchema } from "./sections/diagram-section.ts";
import { documentLinkSectionSchema } from "./sections/document-link-section.ts";
import { listSectionSchema } from "./sections/list-section.ts";
import { sliderSectionSchema } from "./sections/slider-section.ts";
import { statsSectionSchema } from "./sections/stats-section.ts";
import { stepsSectionSchema } from "./sections/steps-section.ts";
import { tableSectionSchema } from "./sections/table-section.ts";
import { testimonialsSectionSchema } from "./sections/testimonials-section.ts";
import { textSectionSchema } from "./sections/text-section.ts";
import { useCasesSectionSchema } from "./sections/use-cases-section.ts";

/**
 * Every kind of section a page can hold. A new kind is one schema in sections/, added here, one
 * public component (components/sections/) and one editor control; TypeScript then points at
 * every switch over `kind` that does not handle it yet.
 */
export const sectionSchema = z.discriminatedUnion(
  "kind",
  [
    textSectionSchema,
    listSectionSchema,
    cardsSectionSchema,
    stepsSectionSchema,
    diagramSectionSchema,
    tableSectionSchema,
    sliderSectionSchema,
    useCasesSectionSchema,
    statsSectionSchema,
    documentLinkSectionSchema,
    testimonialsSectionSchema,
  ],
  { error: "Choose a kind of section" },
);

export type Section = z.infer<typeof sectionSchema>;
export type SectionKind = Section["kind"];
/** The section of one kind, e.g. `SectionOf<"table">`. */
export type SectionOf<Kind extends SectionKind> = Extract<Section, { kind: Kind }>;

/** A page's sections in order; each id is the section's anchor, so no two share one. */
export const sectionListSchema = z.array(sectionSchema).superRefine((sections, context) => {
  const seen = new Set<string>();
  sections.forEach((section, index) => {
    if (seen.has(section.id)) context.addIssue({ code: "custom", path: [index, "id"], message: `Another section already uses the id "${section.id}"` });
    seen.add(section.id);
  });
});
