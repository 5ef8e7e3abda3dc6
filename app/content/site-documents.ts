import type { z } from "zod";
import type { SiteDocumentName } from "#app/db/schema.ts";
import { celebrationsDraftSchema, celebrationsPageSchema } from "#app/model/celebrations-page.ts";
import { homeDraftSchema, homePageSchema } from "#app/model/home-page.ts";
import { settingsDraftSchema, siteSettingsSchema } from "#app/model/site-settings.ts";
import { celebrationsPage } from "./celebrations.ts";
import { homePage } from "./home.ts";
import { seedSettings } from "./seed-settings.ts";

/**
 * Each site-wide document: the schema a publish must meet, the looser one a saved draft must meet
 * (the editor's shape, so nothing typed is lost to a rule it does not meet yet), and what a site
 * starts with. Seeding, the public pages' read and the editors all follow this one list.
 */
export const SITE_DOCUMENT_KINDS = {
  settings: { schema: siteSettingsSchema, draftSchema: settingsDraftSchema, seed: seedSettings },
  home: { schema: homePageSchema, draftSchema: homeDraftSchema, seed: homePage },
  celebrations: { schema: celebrationsPageSchema, draftSchema: celebrationsDraftSchema, seed: celebrationsPage },
} satisfies Record<SiteDocumentName, { schema: z.ZodType; draftSchema: z.ZodType; seed: unknown }>;

export type SiteDocumentOf<Name extends SiteDocumentName> = z.infer<(typeof SITE_DOCUMENT_KINDS)[Name]["schema"]>;
