import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { pagePath } from "#app/model/page-catalogue.ts";

/**
 * The day each published page was last published (its newest revision: a revision is written by
 * every publish and by the seeding, never by a draft save), by path, for the sitemap's lastmod.
 */
export async function listPagePublishDates(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("pages")
    .innerJoin("page_revisions", "page_revisions.page_id", "pages.id")
    .select((eb) => ["pages.family", "pages.slug", eb.fn.max("page_revisions.created_at").as("published_at")])
    .where("pages.published", "is not", null)
    .groupBy(["pages.id", "pages.family", "pages.slug"])
    .execute();
  return new Map(rows.map((row) => [pagePath(row), row.published_at.slice(0, 10)]));
}
