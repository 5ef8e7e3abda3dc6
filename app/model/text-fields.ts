import { z } from "zod";

// The text fields content is made of, each with the message a staff member reads beside the
// field when it is wrong. Text is rendered as text everywhere: no field holds markup.

/** Text that must be written: a heading, a name, a sentence. */
export function requiredText(label: string, max = 400) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => value.trim().length > 0, `${label} is required`);
}

/** A paragraph or more. */
export function longText(label: string) {
  return requiredText(label, 4000);
}

/** An ordered list of paragraphs or points, at least one. */
export function textList(label: string, itemLabel: string) {
  return z.array(longText(itemLabel)).min(1, `${label} needs at least one entry`);
}

/** The part of a URL that names a page or a section: lower-case words joined by hyphens. */
export const slugSchema = z
  .string({ error: "The address is required" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens, e.g. cloud-migration")
  .max(80, "The address is at most 80 characters");

/** A link inside the site ("/solutions") or to another site over https. */
export const hrefSchema = z
  .string({ error: "The link is required" })
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/, "Use a path on this site (starting with /), an https:// address or a mailto: address");

/** A link inside the site only. */
export const sitePathSchema = z
  .string({ error: "The link is required" })
  .regex(/^\/(?!\/)[^\s]*$/, "Use a path on this site, starting with /");
