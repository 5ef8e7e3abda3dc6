import { z } from "zod";
import { hrefSchema, longText, requiredText } from "../text-fields.ts";
import { sectionHeading, sectionId } from "./section-base.ts";

/** A short paragraph with one link to a document. */
export const documentLinkSectionSchema = z.object({
  kind: z.literal("document-link"),
  id: sectionId,
  heading: sectionHeading,
  body: longText("Text"),
  href: hrefSchema,
  linkLabel: requiredText("Link text", 120),
});
