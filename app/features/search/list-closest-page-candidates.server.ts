import type { Kysely } from "kysely";
import type { Database, IsoDate } from "#app/db/schema.ts";
import type { ClosestPage } from "./closest-pages.ts";
import { searchSuggestions } from "./search-copy.ts";
import { searchKindLabels } from "./search-kinds.ts";

/**
 * The pages the not-found page may offer as the closest (closest-pages.ts): the site's own pages
 * and its open jobs that the search finds today, by address and title only, and the parts of the
 * site a search without results suggests (the blog, careers, contact…), which have no row of their own.
 *
 * Blog posts are left out on purpose. Their addresses are numbers (`/blog/12`), so an address's
 * words could only ever match their titles, which is what the search box on the same page is
 * for; and a site with years of posts has tens of thousands of them, against a few dozen pages
 * and jobs. Kept to pages and jobs, the candidates stay a few hundred at most, read through the
 * (kind, source_id) index without touching the posts' rows.
 */
export async function listClosestPageCandidates(db: Kysely<Database>, today: IsoDate): Promise<ClosestPage[]> {
  const rows = await db
    .selectFrom("search_documents")
    .select(["kind", "url", "title"])
    .where("kind", "in", ["page", "job"])
    .where((eb) => eb.and([eb.or([eb("visible_from", "is", null), eb("visible_from", "<=", today)]), eb.or([eb("visible_until", "is", null), eb("visible_until", ">=", today)])]))
    .orderBy("id")
    .execute();
  const documents = rows.map((row) => ({ url: row.url, title: row.title, kindLabel: searchKindLabels[row.kind] }));
  const sections = searchSuggestions.map((section) => ({ url: section.to, title: section.label, kindLabel: searchKindLabels.page }));
  return [...documents, ...sections];
}
