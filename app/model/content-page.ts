import { z } from "zod";
import { sectionListSchema } from "./section.ts";
import { longText, requiredText, slugSchema } from "./text-fields.ts";

export const pageFamilies = ["services", "industries", "solutions", "aboutus"] as const;
export type ContentPageFamily = (typeof pageFamilies)[number];

/** A services, industries, solutions or about page: a banner and an ordered list of sections. */
export const contentPageSchema = z.object({
  family: z.enum(pageFamilies, { error: "Choose the page's family" }),
  slug: slugSchema,
  /** The banner heading; the spec's page title. */
  title: requiredText("Title", 120),
  /** Meta description; advised 120–160 characters, specific. */
  description: requiredText("Meta description", 300),
  /** One or two sentences under the banner heading. */
  lead: longText("Lead"),
  sections: sectionListSchema,
});

export type ContentPage = z.infer<typeof contentPageSchema>;
