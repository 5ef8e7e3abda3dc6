import type { Kysely } from "kysely";
import { PAGE_FAMILIES, type Database } from "#app/db/schema.ts";
import type { ContentPageFamily } from "#app/model/content-page.ts";
import { pageState, type PageState } from "./page-state.ts";

export type PageListItem = { id: number; family: ContentPageFamily; slug: string; title: string; state: PageState; updatedAt: string };

/** Every page, grouped by family in the menus' order; the title is the one staff are working on. */
export async function listPages(db: Kysely<Database>): Promise<PageListItem[]> {
  const rows = await db.selectFrom("pages").select(["id", "family", "slug", "published", "draft", "publish_at", "updated_at"]).orderBy("position").orderBy("id").execute();
  return rows
    .map((row) => {
      const document = JSON.parse(row.draft ?? row.published ?? "{}") as { title?: string };
      return { id: row.id, family: row.family, slug: row.slug, title: document.title ?? row.slug, state: pageState(row), updatedAt: row.updated_at };
    })
    .sort((a, b) => PAGE_FAMILIES.indexOf(a.family) - PAGE_FAMILIES.indexOf(b.family));
}
