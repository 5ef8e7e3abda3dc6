import type { Kysely, Transaction } from "kysely";
import type { Database, SiteDocumentName, SiteDocumentsTable } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/admin/record-audit.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";

/*
 * Every change staff make to a site-wide document (the settings, the home page). As with pages, each write names
 * the version it was made from and is refused when the document moved on since: nothing is
 * silently overwritten. The callers validate the document against its schema; a publish moves the
 * pages' content version, which drops the rendered pages (every page shows the settings).
 */

export type SiteDocumentWriteResult = { ok: true; version: number } | { ok: false; reason: "stale"; currentVersion: number } | { ok: false; reason: "not-found" };

type Actor = { userId: number | null; now?: Date };
type Changes = Partial<Pick<SiteDocumentsTable, "published" | "draft">>;

type Verb = "save-draft" | "publish" | "discard" | "restore";

async function audit(trx: Transaction<Database>, name: SiteDocumentName, verb: Verb, actor: Actor, at: Date) {
  await recordAudit(trx, { userId: actor.userId, action: `${name}.${verb}` satisfies AuditAction, target: `site:${name}` }, at);
}

/** Applies `changes` if the document is still at `expectedVersion`; the UPDATE checks it again, as another transaction may commit in between. */
async function writeAtVersion(trx: Transaction<Database>, name: SiteDocumentName, expectedVersion: number, changes: Changes, actor: Actor, at: Date): Promise<SiteDocumentWriteResult> {
  const current = await trx.selectFrom("site_documents").select("version").where("name", "=", name).executeTakeFirst();
  if (!current) return { ok: false, reason: "not-found" };
  if (current.version !== expectedVersion) return { ok: false, reason: "stale", currentVersion: current.version };
  const version = current.version + 1;
  const updated = await trx
    .updateTable("site_documents")
    .set({ ...changes, version, updated_at: at.toISOString(), updated_by: actor.userId })
    .where("name", "=", name)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return { ok: true, version };
  const now = await trx.selectFrom("site_documents").select("version").where("name", "=", name).executeTakeFirst();
  return { ok: false, reason: "stale", currentVersion: now?.version ?? 0 };
}

/** Keeps `document` as the unpublished changes; visitors see nothing of it until it is published. */
export async function saveSiteDocumentDraft(db: Kysely<Database>, name: SiteDocumentName, expectedVersion: number, document: unknown, actor: Actor): Promise<SiteDocumentWriteResult> {
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const written = await writeAtVersion(trx, name, expectedVersion, { draft: JSON.stringify(document) }, actor, at);
    if (written.ok) await audit(trx, name, "save-draft", actor, at);
    return written;
  });
}

/** Makes `document` public on every page and keeps it as a revision. */
export async function publishSiteDocument(db: Kysely<Database>, name: SiteDocumentName, expectedVersion: number, document: unknown, actor: Actor & { note?: string }): Promise<SiteDocumentWriteResult> {
  const at = actor.now ?? new Date();
  const json = JSON.stringify(document);
  const result = await db.transaction().execute(async (trx) => {
    const written = await writeAtVersion(trx, name, expectedVersion, { published: json, draft: null }, actor, at);
    if (!written.ok) return written;
    await trx.insertInto("site_document_revisions").values({ name, document: json, note: actor.note?.trim() || null, author_id: actor.userId, created_at: at.toISOString() }).execute();
    await audit(trx, name, "publish", actor, at);
    return written;
  });
  if (result.ok) contentVersion(db, "pages").bump();
  return result;
}

/** Drops the unpublished changes: the editor shows what is public again. */
export async function discardSiteDocumentDraft(db: Kysely<Database>, name: SiteDocumentName, expectedVersion: number, actor: Actor): Promise<SiteDocumentWriteResult> {
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const written = await writeAtVersion(trx, name, expectedVersion, { draft: null }, actor, at);
    if (written.ok) await audit(trx, name, "discard", actor, at);
    return written;
  });
}

/** Makes a published revision the unpublished changes again, to check and publish; what is public stays until then. */
export async function restoreSiteDocumentRevision(db: Kysely<Database>, name: SiteDocumentName, revisionId: number, expectedVersion: number, actor: Actor): Promise<SiteDocumentWriteResult> {
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const revision = await trx.selectFrom("site_document_revisions").select("document").where("id", "=", revisionId).where("name", "=", name).executeTakeFirst();
    if (!revision) return { ok: false, reason: "not-found" } as const;
    const written = await writeAtVersion(trx, name, expectedVersion, { draft: revision.document }, actor, at);
    if (written.ok) await audit(trx, name, "restore", actor, at);
    return written;
  });
}
