import { z } from "zod";
import { pageFamilies } from "#app/model/content-page.ts";
import { requiredText, slugSchema } from "#app/model/text-fields.ts";

/** What a new page needs before it can be edited: its family, a title and a free address. */
export const newPageSchema = z.object({
  family: z.enum(pageFamilies, { error: "Choose the page's family" }),
  title: requiredText("Title", 120),
  slug: slugSchema,
});

export type NewPageValues = { family: string; title: string; slug: string };

/** An address from a title: "Cloud & Data Migration" → "cloud-data-migration". */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
