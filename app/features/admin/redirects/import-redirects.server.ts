import type { Kysely } from "kysely";
import { publicSiteUrl } from "#app/config/public-site-url.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { findRedirectConflict, indexRedirects, type RedirectEdge } from "./find-redirect-conflict.ts";
import { loadRedirectEdges, lockRedirects } from "./load-redirect-edges.server.ts";
import { targetPathOnSite } from "./normalize-redirect.ts";
import type { ImportedRedirect, ImportProblem } from "./read-redirects-csv.ts";

// Eight values a row: well under either database's limit of parameters a statement.
const INSERT_BATCH = 500;

export type ImportRedirectsResult = { ok: true; created: number; updated: number } | { ok: false; problems: ImportProblem[] };

/**
 * Stores every redirect of a checked file, or none. A row whose old address a staff redirect
 * already has replaces that redirect (so an exported list, edited in a spreadsheet, can be
 * imported back); the rest are added. Each row is checked against the redirects as they will be
 * once the file is in (the file's other rows, the staff redirects it does not replace, the
 * automatic ones): a loop, a chain or an address twice refuses the whole file, with every
 * row at fault.
 */
export async function importRedirects(db: Kysely<Database>, rows: readonly ImportedRedirect[], userId: number, now = new Date()): Promise<ImportRedirectsResult> {
  const at = now.toISOString();
  const siteOrigin = publicSiteUrl();
  const result = await db.transaction().execute(async (trx): Promise<ImportRedirectsResult> => {
    await lockRedirects(trx);
    const edges = await loadRedirectEdges(trx, siteOrigin);
    const existing = new Map(edges.staff.map((edge) => [edge.from, edge.id]));
    const imported = new Set(rows.map((row) => row.from));
    const fileEdges: RedirectEdge[] = rows.map((row) => ({ from: row.from, to: row.to, toPath: targetPathOnSite(row.to, siteOrigin), line: row.line }));
    const index = indexRedirects([...edges.staff.filter((edge) => !imported.has(edge.from)), ...edges.automatic, ...fileEdges]);
    const problems: ImportProblem[] = [];
    for (const edge of fileEdges) {
      const conflict = findRedirectConflict(edge, index);
      if (conflict) problems.push({ line: edge.line!, message: conflict.message });
    }
    if (problems.length > 0) return { ok: false, problems };

    const added = [];
    for (const row of rows) {
      const values = { to_target: row.to, status: row.status, updated_at: at, updated_by: userId };
      const id = existing.get(row.from);
      if (id === undefined) added.push({ ...values, from_path: row.from, created_at: at, created_by: userId });
      else await trx.updateTable("redirects").set(values).where("id", "=", id).execute();
    }
    // A few statements for the new rows, not one per row.
    for (let start = 0; start < added.length; start += INSERT_BATCH) await trx.insertInto("redirects").values(added.slice(start, start + INSERT_BATCH)).execute();
    const created = added.length;
    await recordAudit(trx, { userId, action: "redirect.import", target: `${rows.length} ${rows.length === 1 ? "redirect" : "redirects"}` }, now);
    return { ok: true, created, updated: rows.length - created };
  });
  if (result.ok) contentVersion(db, "redirects").bump();
  return result;
}
