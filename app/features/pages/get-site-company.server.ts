import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Company } from "#app/model/site-settings.ts";
import { getPublishedSiteOrSeeded } from "./get-published-site.server.ts";

/**
 * The company as staff set it in the settings. Were the settings never readable since the start
 * (the database away), the company a site starts with: what needs it (a page, a mail) goes on.
 */
export async function getSiteCompany(db: Kysely<Database> | undefined): Promise<Company> {
  const site = await getPublishedSiteOrSeeded(db);
  return site.settings.company;
}
