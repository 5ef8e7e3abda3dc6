import { z } from "zod";
import { pictureSchema } from "./picture.ts";
import { seoFieldsSchema } from "./seo-fields.ts";
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
  /** A shorter name for the navigation and the footer, where the title is long. */
  navLabel: requiredText("Navigation label", 60).optional(),
  /** Meta description; advised 120–160 characters, specific. */
  description: requiredText("Meta description", 300),
  /** One or two sentences under the banner heading. */
  lead: longText("Lead"),
  sections: sectionListSchema,
  /** The page's card on its family's listing (the solutions listing). */
  listing: z
    .object({ summary: longText("Card summary"), image: pictureSchema })
    .optional(),
  /**
   * What search engines and social sites are told instead of the defaults (the title, the meta
   * description above, a generated card, the page's own address). Part of the document, so it is
   * drafted, published and kept in revisions with the rest of the page.
   */
  seo: seoFieldsSchema.omit({ description: true }).optional(),
});

export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * A page as staff are still writing it: its address and shape must hold, while texts may be empty
 * or too long until it is published. Drafts are saved in this form, so nothing typed is lost to a
 * rule it does not meet yet; publishing requires the whole `contentPageSchema`.
 */
export const pageDraftSchema = z.looseObject({
  family: z.enum(pageFamilies, { error: "Choose the page's family" }),
  slug: slugSchema,
  title: z.string(),
  description: z.string(),
  lead: z.string(),
  sections: z.array(z.looseObject({ kind: z.string(), id: z.string() })),
});
