import { z } from "zod";
import { pageFamilies } from "./content-page.ts";
import { hrefSchema, longText, requiredText, sitePathSchema, slugSchema } from "./text-fields.ts";

export const officeSchema = z.object({
  id: slugSchema,
  label: requiredText("Label", 120),
  lines: z.array(requiredText("An address line", 200)).min(1, "Add the address"),
  /** Null: the office takes no calls; the list shows its mailbox only. */
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
  copyrightYear: z.number({ error: "Give a year" }).int("Give a year").min(1900, "Give a year").max(9999, "Give a year"),
  platformBrand: requiredText("Platform brand", 60),
  platformRoute: sitePathSchema,
  lifeRoute: sitePathSchema,
  lifeTitle: requiredText("Title of the life page", 120),
  sisterCompany: z.object({ name: requiredText("Name", 120), founded: z.number({ error: "Give a year" }).int("Give a year").min(1800, "Give a year").max(9999, "Give a year"), focus: requiredText("Focus", 200) }),
  social: z.object({ linkedin: hrefSchema, x: hrefSchema }),
  offices: z.array(officeSchema).min(1, "Add at least one office"),
  map: z.object({
    latitude: z.number({ error: "Give a latitude between -90 and 90" }).min(-90, "Give a latitude between -90 and 90").max(90, "Give a latitude between -90 and 90"),
    longitude: z.number({ error: "Give a longitude between -180 and 180" }).min(-180, "Give a longitude between -180 and 180").max(180, "Give a longitude between -180 and 180"),
    zoom: z.number({ error: "Give a zoom from 1 to 19" }).int("Give a zoom from 1 to 19").min(1, "Give a zoom from 1 to 19").max(19, "Give a zoom from 1 to 19"),
  }),
});

export const navLinkSchema = z.object({ label: requiredText("Label", 80), to: sitePathSchema });

/** An entry of the top navigation: a dropdown of links, or one link; `section` marks it current on its pages. */
export const navItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("menu"), id: slugSchema, label: requiredText("Label", 40), section: slugSchema, links: z.array(navLinkSchema).min(1, "Add at least one link") }),
  z.object({ kind: z.literal("link"), label: requiredText("Label", 40), section: slugSchema, to: sitePathSchema }),
]);

export const footerColumnSchema = z.object({ heading: requiredText("Heading", 60), links: z.array(navLinkSchema).min(1, "Add at least one link") });

const pageFamily = z.enum(pageFamilies, { error: "Choose which pages it lists" });

/**
 * An entry of the top navigation as staff set it: a dropdown listing a family's published pages
 * (so a new page appears there by itself), or one link.
 */
export const navEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pages"), label: requiredText("Label", 40), family: pageFamily }),
  z.object({ kind: z.literal("link"), label: requiredText("Label", 40), to: sitePathSchema }),
]);

/** A column of the footer as staff set it: a family's published pages, or links of their own. */
export const footerEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pages"), heading: requiredText("Heading", 60), family: pageFamily }),
  z.object({ kind: z.literal("links"), heading: requiredText("Heading", 60), links: z.array(navLinkSchema).min(1, "Add at least one link") }),
]);

/**
 * Settings as staff are still writing them: the shape the editor needs holds, while texts and
 * numbers may be wrong until they are published (siteSettingsSchema), so nothing typed is lost.
 */
export const settingsDraftSchema = z.object({
  company: z.looseObject({
    offices: z.array(z.looseObject({ lines: z.array(z.string()) })),
    social: z.looseObject({}),
    sisterCompany: z.looseObject({}),
    map: z.looseObject({}),
  }),
  navigation: z.array(z.looseObject({ kind: z.enum(["pages", "link"]) })),
  footer: z.array(z.discriminatedUnion("kind", [z.looseObject({ kind: z.literal("pages") }), z.looseObject({ kind: z.literal("links"), links: z.array(z.looseObject({})) })])),
});

/** What staff set for the whole site: who the company is, the top navigation and the footer. */
export const siteSettingsSchema = z.object({
  company: companySchema,
  navigation: z.array(navEntrySchema).min(1, "Add at least one entry").max(9, "The navigation holds at most 9 entries"),
  footer: z.array(footerEntrySchema).max(6, "The footer holds at most 6 columns"),
});

export type Office = z.infer<typeof officeSchema>;
export type Company = z.infer<typeof companySchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
export type NavEntry = z.infer<typeof navEntrySchema>;
export type FooterEntry = z.infer<typeof footerEntrySchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What the site's mails say about the company: who writes, and where replies go. */
export type MailingCompany = Pick<Company, "name" | "tagline" | "email" | "careersEmail">;
