import { type Kysely, sql } from "kysely";
import type { Database, RedirectStatus } from "#app/db/schema.ts";
import { textContains } from "#app/db/text-contains.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import type { RedirectFilters } from "./redirect-filters.ts";

export const REDIRECTS_PER_PAGE = 25;

export type RedirectListItem =
  | { kind: "staff"; id: number; from: string; to: string; status: RedirectStatus; hits: number; lastHitAt: string | null; createdAt: string }
  // The automatic redirect of a page whose slug changed: shown, never edited here. Served only while the page is public.
  | { kind: "automatic"; id: number; from: string; to: string; status: 301; pagePublic: boolean; createdAt: string };

/*
 * Staff and automatic redirects in one newest-first list, so staff see every redirect in one
 * place. The two tables are read as one union; its rows need one id for the paging cursor, so a
 * staff redirect's id is doubled and an automatic one's doubled plus one.
 */
function everyRedirect(db: Kysely<Database>) {
  const staff = db
    .selectFrom("redirects")
    .select([
      sql<string>`'staff'`.as("kind"),
      "id",
      sql<number>`id * 2`.as("list_id"),
      "from_path",
      "to_target",
      "status",
      "hit_count",
      "last_hit_at",
      sql<number>`1`.as("page_public"),
      "created_at",
    ]);
  const automatic = db
    .selectFrom("page_redirects")
    .innerJoin("pages", "pages.id", "page_redirects.page_id")
    .select([
      sql<string>`'automatic'`.as("kind"),
      "page_redirects.id",
      sql<number>`page_redirects.id * 2 + 1`.as("list_id"),
      sql<string>`'/' || page_redirects.family || '/' || page_redirects.slug`.as("from_path"),
      sql<string>`'/' || pages.family || '/' || pages.slug`.as("to_target"),
      sql<RedirectStatus>`301`.as("status"),
      sql<number>`0`.as("hit_count"),
      sql<string | null>`null`.as("last_hit_at"),
      sql<number>`case when pages.published is null then 0 else 1 end`.as("page_public"),
      "page_redirects.created_at",
    ]);
  return db.selectFrom(staff.unionAll(automatic).as("r"));
}

/** The query of one page of the list; exported so a test can read the SQL the page runs. */
export function redirectsPageQuery(db: Kysely<Database>, filters: RedirectFilters, position: KeysetPosition | null) {
  let query = everyRedirect(db).selectAll("r");
  if (filters.q) query = query.where(textContains(["r.from_path", "r.to_target"], filters.q));
  return pageByKeyset(query, { key: "r.created_at", id: "r.list_id" }, position, REDIRECTS_PER_PAGE);
}

/** One page of every redirect (those whose old or new address contains the search), newest first. */
export async function listRedirects(db: Kysely<Database>, filters: RedirectFilters, position: KeysetPosition | null): Promise<KeysetPage<RedirectListItem>> {
  const page = await readKeysetPage((at) => redirectsPageQuery(db, filters, at).execute(), position, REDIRECTS_PER_PAGE, (row) => ({ key: row.created_at, id: Number(row.list_id) }));
  return {
    ...page,
    rows: page.rows.map((row): RedirectListItem => {
      const common = { id: Number(row.id), from: row.from_path, to: row.to_target, createdAt: row.created_at };
      return row.kind === "automatic"
        ? { kind: "automatic", ...common, status: 301, pagePublic: Number(row.page_public) === 1 }
        : { kind: "staff", ...common, status: Number(row.status) as RedirectStatus, hits: Number(row.hit_count), lastHitAt: row.last_hit_at };
    }),
  };
}
