import { type Kysely, sql, type Transaction } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import type { RedirectEdge } from "./find-redirect-conflict.ts";
import { targetPathOnSite } from "./normalize-redirect.ts";

export type StaffRedirectEdge = RedirectEdge & { id: number };

/**
 * Every redirect the checks compare a new one with: the staff's own and the pages' automatic ones
 * (of public and unpublished pages alike: an unpublished page's old address redirects again once
 * it is published). Read whole: a site has hundreds or a few thousand, read only when staff write.
 */
export async function loadRedirectEdges(db: Kysely<Database> | Transaction<Database>, siteOrigin: string): Promise<{ staff: StaffRedirectEdge[]; automatic: RedirectEdge[] }> {
  const [staff, automatic] = await Promise.all([
    db.selectFrom("redirects").select(["id", "from_path", "to_target"]).execute(),
    db
      .selectFrom("page_redirects")
      .innerJoin("pages", "pages.id", "page_redirects.page_id")
      .select(["page_redirects.family as old_family", "page_redirects.slug as old_slug", "pages.family", "pages.slug"])
      .execute(),
  ]);
  return {
    staff: staff.map((row) => ({ id: row.id, from: row.from_path, to: row.to_target, toPath: targetPathOnSite(row.to_target, siteOrigin) })),
    automatic: automatic.map((row) => {
      const to = `/${row.family}/${row.slug}`;
      return { from: `/${row.old_family}/${row.old_slug}`, to, toPath: to, automatic: true };
    }),
  };
}

/**
 * Makes concurrent redirect writes take turns until the transaction ends, so two staff saving
 * a → b and b → c at once cannot both pass the chain check. SQLite runs one write transaction at
 * a time already; on PostgreSQL the table is locked against other writers (readers go on).
 */
export async function lockRedirects(trx: Transaction<Database>): Promise<void> {
  if (getDatabaseDialect(trx) === "postgres") await sql`lock table redirects in share row exclusive mode`.execute(trx);
}
