import type { Kysely } from "kysely";
import { publicSiteUrl } from "#app/config/public-site-url.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { findRedirectConflict, indexRedirects } from "./find-redirect-conflict.ts";
import { isLivePageAddress } from "./is-live-page-address.server.ts";
import { loadRedirectEdges, lockRedirects } from "./load-redirect-edges.server.ts";
import { targetPathOnSite } from "./normalize-redirect.ts";
import type { RedirectFieldErrors, RedirectInput } from "./redirect-form-schema.ts";
import { redirectTarget } from "./redirect-target.ts";

export type SaveRedirectResult =
  | { ok: true; id: number; overLivePage: boolean }
  | { ok: false; notFound: true }
  | { ok: false; errors: RedirectFieldErrors };

/**
 * Creates a redirect (no `id`) or replaces one, unless it would share its old address with
 * another or make a loop or chain (find-redirect-conflict.ts): then nothing is stored and the
 * field at fault gets the reason. Audited in the same transaction; every instance's server
 * reloads its redirects when the version moves.
 */
export async function saveRedirect(
  db: Kysely<Database>,
  options: { id?: number; input: RedirectInput; userId: number },
  now = new Date(),
): Promise<SaveRedirectResult> {
  const { id, input, userId } = options;
  const at = now.toISOString();
  const siteOrigin = publicSiteUrl();
  const result = await db.transaction().execute(async (trx): Promise<SaveRedirectResult> => {
    await lockRedirects(trx);
    if (id !== undefined && !(await trx.selectFrom("redirects").select("id").where("id", "=", id).executeTakeFirst())) return { ok: false, notFound: true };
    const edges = await loadRedirectEdges(trx, siteOrigin);
    const index = indexRedirects([...edges.staff.filter((edge) => edge.id !== id), ...edges.automatic]);
    const conflict = findRedirectConflict({ from: input.from, to: input.to, toPath: targetPathOnSite(input.to, siteOrigin) }, index);
    if (conflict) return { ok: false, errors: { [conflict.field]: conflict.message } };

    const values = { from_path: input.from, to_target: input.to, status: input.status, updated_at: at, updated_by: userId };
    let savedId: number;
    if (id === undefined) {
      savedId = (await trx.insertInto("redirects").values({ ...values, created_at: at, created_by: userId }).returning("id").executeTakeFirstOrThrow()).id;
    } else {
      await trx.updateTable("redirects").set(values).where("id", "=", id).execute();
      savedId = id;
    }
    await recordAudit(trx, { userId, action: id === undefined ? "redirect.create" : "redirect.update", target: redirectTarget(savedId, input.from) }, now);
    return { ok: true, id: savedId, overLivePage: false };
  });
  if (!result.ok) return result;
  contentVersion(db, "redirects").bump();
  return { ...result, overLivePage: await isLivePageAddress(db, input.from) };
}
