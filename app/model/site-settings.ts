import { z } from "zod";
import { hrefSchema, longText, requiredText, sitePathSchema, slugSchema } from "./text-fields.ts";

export const officeSchema = z.object({
  id: slugSchema,
  label: requiredText("Label", 120),
  lines: z.array(requiredText("An address line", 200)).min(1, "Add the address"),
  phone: requiredText("Phone", 40).nullable(),
  email: z.email("Enter an email address"),
});

/** Who the company is and how to reach it: everything brand-specific the pages and the footer show. */
export const companySchema = z.object({
  name: requiredText("Company name", 120),
  shortName: requiredText("Short name", 40),
  legalName: requiredText("Legal name", 160),
  domain: requiredText("Domain", 120),
  tagline: requiredText("Tagline", 120),
  description: longText("Description"),
  email: z.email("Enter an email address"),
  careersEmail: z.email("Enter an email address"),
  copyrightYear: z.number().int().min(1900, "Give a year").max(9999, "Give a year"),
  platformBrand: requiredText("Platform brand", 60),
  platformRoute: sitePathSchema,
  lifeRoute: sitePathSchema,
  lifeTitle: requiredText("Title of the life page", 120),
  sisterCompany: z.object({ name: requiredText("Name", 120), founded: z.number().int(), focus: requiredText("Focus", 200) }),
  social: z.object({ linkedin: hrefSchema, x: hrefSchema }),
  offices: z.array(officeSchema).min(1, "Add at least one office"),
  map: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), zoom: z.number().int().min(1).max(19) }),
});

export const navLinkSchema = z.object({ label: requiredText("Label", 80), to: sitePathSchema });

/** An entry of the top navigation: a dropdown of links, or one link; `section` marks it current on its pages. */
export const navItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("menu"), id: slugSchema, label: requiredText("Label", 40), section: slugSchema, links: z.array(navLinkSchema).min(1, "Add at least one link") }),
  z.object({ kind: z.literal("link"), label: requiredText("Label", 40), section: slugSchema, to: sitePathSchema }),
]);

export const footerColumnSchema = z.object({ heading: requiredText("Heading", 60), links: z.array(navLinkSchema).min(1, "Add at least one link") });

export type Office = z.infer<typeof officeSchema>;
export type Company = z.infer<typeof companySchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
