import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { ContentPageFamily } from "#app/model/content-page.ts";

/** Where an old address of a page now leads (the page's current address), if the page is public. */
export async function findPageRedirect(db: Kysely<Database>, family: ContentPageFamily, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom("page_redirects")
    .innerJoin("pages", "pages.id", "page_redirects.page_id")
    .select(["pages.family", "pages.slug"])
    .where("page_redirects.family", "=", family)
    .where("page_redirects.slug", "=", slug)
    .where("pages.published", "is not", null)
    .executeTakeFirst();
  return row ? `/${row.family}/${row.slug}` : null;
}
