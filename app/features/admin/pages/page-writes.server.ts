import type { Kysely, Transaction } from "kysely";
import type { Database, PagesTable } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/admin/record-audit.server.ts";
import { reindexPage } from "#app/features/search/reindex-search-documents.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { contentPageSchema, pageDraftSchema, type ContentPage } from "#app/model/content-page.ts";

/*
 * Every change staff make to a page. Each write names the version of the page it was made from
 * and is refused when the page moved on since (another person saved first): nothing is silently
 * overwritten. Writes that change what visitors see reindex the page for the site search in
 * their transaction, and move the pages' content version after they commit, which drops the
 * rendered pages and, with Redis, does so on every instance.
 */

export type PageWriteResult =
  | { ok: true; version: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "stale"; currentVersion: number }
  | { ok: false; reason: "slug-taken" }
  | { ok: false; reason: "invalid" };

/** Who writes: a staff member, or nobody (a scheduled publish goes out on its own, in the name of whoever scheduled it). */
type Actor = { userId: number | null; now?: Date };

async function loadForWrite(trx: Transaction<Database>, pageId: number) {
  return trx.selectFrom("pages").select(["id", "family", "slug", "version", "draft", "published", "publish_at"]).where("id", "=", pageId).executeTakeFirst();
}

type PageRow = NonNullable<Awaited<ReturnType<typeof loadForWrite>>>;
type PageChanges = Partial<Pick<PagesTable, "slug" | "published" | "draft" | "publish_at">>;
type Stale = { ok: false; reason: "stale"; currentVersion: number };

/**
 * Applies `changes` if the page is still at `expectedVersion`, moving it to the next version. The
 * version is checked twice: on the row read at the start, and in the UPDATE itself, since on
 * PostgreSQL another transaction may commit between the two.
 */
async function updateAtVersion(trx: Transaction<Database>, current: PageRow, expectedVersion: number, changes: PageChanges, actor: Actor, at: Date): Promise<{ ok: true; version: number } | Stale> {
  if (current.version !== expectedVersion) return { ok: false, reason: "stale", currentVersion: current.version };
  const version = current.version + 1;
  const updated = await trx
    .updateTable("pages")
    .set({ ...changes, version, updated_at: at.toISOString(), updated_by: actor.userId })
    .where("id", "=", current.id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return { ok: true, version };
  const now = await trx.selectFrom("pages").select("version").where("id", "=", current.id).executeTakeFirst();
  return { ok: false, reason: "stale", currentVersion: now?.version ?? 0 };
}

async function slugTaken(trx: Transaction<Database>, page: ContentPage, exceptId: number): Promise<boolean> {
  const other = await trx.selectFrom("pages").select("id").where("family", "=", page.family).where("slug", "=", page.slug).where("id", "!=", exceptId).executeTakeFirst();
  return other !== undefined;
}

/**
 * When a published page moves to a new slug, its old address redirects to the new one for good;
 * an address a page is published at again stops redirecting.
 */
async function keepOldAddress(trx: Transaction<Database>, move: { id: number; family: ContentPage["family"]; oldSlug: string | null; newSlug: string }, at: Date) {
  await trx.deleteFrom("page_redirects").where("family", "=", move.family).where("slug", "=", move.newSlug).execute();
  if (move.oldSlug === null || move.oldSlug === move.newSlug) return;
  await trx
    .insertInto("page_redirects")
    .values({ family: move.family, slug: move.oldSlug, page_id: move.id, created_at: at.toISOString() })
    .onConflict((conflict) => conflict.columns(["family", "slug"]).doUpdateSet({ page_id: move.id, created_at: at.toISOString() }))
    .execute();
}

async function audit(trx: Transaction<Database>, action: AuditAction, pageId: number, actor: Actor, at: Date) {
  await recordAudit(trx, { userId: actor.userId, action, target: `page:${pageId}` }, at);
}

/** Creates an unpublished page with `document` as its draft, last in its family's order. */
export async function createPage(db: Kysely<Database>, document: ContentPage, actor: Actor): Promise<{ ok: true; id: number } | { ok: false; reason: "slug-taken" }> {
  const page = pageDraftSchema.parse(document) as ContentPage;
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, page, -1)) return { ok: false, reason: "slug-taken" } as const;
    const last = await trx.selectFrom("pages").select((eb) => eb.fn.max("position").as("position")).where("family", "=", page.family).executeTakeFirst();
    const { id } = await trx
      .insertInto("pages")
      .values({
        family: page.family,
        slug: page.slug,
        position: Number(last?.position ?? -1) + 1,
        published: null,
        draft: JSON.stringify(page),
        version: 1,
        publish_at: null,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        updated_by: actor.userId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, "page.create", id, actor, at);
    return { ok: true, id } as const;
  });
}

/**
 * Stores `document` as the page's draft, if the page is still at `expectedVersion`. A draft need
 * only have the shape of a page (pageDraftSchema): its texts are checked when it is published.
 */
export async function savePageDraft(db: Kysely<Database>, pageId: number, expectedVersion: number, document: ContentPage, actor: Actor): Promise<PageWriteResult> {
  const page = pageDraftSchema.parse(document) as ContentPage;
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const current = await loadForWrite(trx, pageId);
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (page.family !== current.family) throw new Error("A page keeps its family");
    if (await slugTaken(trx, page, pageId)) return { ok: false, reason: "slug-taken" } as const;
    const written = await updateAtVersion(trx, current, expectedVersion, { draft: JSON.stringify(page) }, actor, at);
    if (written.ok) await audit(trx, "page.save-draft", pageId, actor, at);
    return written;
  });
}

/** Makes the page's draft public (its address follows the draft's slug) and records it as a revision. */
export async function publishPage(db: Kysely<Database>, pageId: number, expectedVersion: number, actor: Actor & { note?: string }): Promise<PageWriteResult> {
  const at = actor.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    const current = await loadForWrite(trx, pageId);
    const document = current?.draft ?? current?.published ?? null;
    if (!current || document === null) return { ok: false, reason: "not-found" } as const;
    const checked = contentPageSchema.safeParse(JSON.parse(document));
    if (!checked.success) return { ok: false, reason: "invalid" } as const;
    const page = checked.data;
    if (await slugTaken(trx, page, pageId)) return { ok: false, reason: "slug-taken" } as const;
    const published = JSON.stringify(page);
    const written = await updateAtVersion(trx, current, expectedVersion, { slug: page.slug, published, draft: null, publish_at: null }, actor, at);
    if (!written.ok) return written;
    await keepOldAddress(trx, { id: pageId, family: current.family, oldSlug: current.published === null ? null : current.slug, newSlug: page.slug }, at);
    await trx.insertInto("page_revisions").values({ page_id: pageId, document: published, note: actor.note?.trim() || null, author_id: actor.userId, created_at: at.toISOString() }).execute();
    await reindexPage(trx, pageId, at);
    await audit(trx, "page.publish", pageId, actor, at);
    return written;
  });
  if (result.ok) contentVersion(db, "pages").bump();
  return result;
}

/** Takes the page off the site (404, out of the menus, listings and sitemap), keeping its content as the draft. */
export async function unpublishPage(db: Kysely<Database>, pageId: number, expectedVersion: number, actor: Actor): Promise<PageWriteResult> {
  const at = actor.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    const current = await loadForWrite(trx, pageId);
    if (!current) return { ok: false, reason: "not-found" } as const;
    const written = await updateAtVersion(trx, current, expectedVersion, { published: null, draft: current.draft ?? current.published, publish_at: null }, actor, at);
    if (!written.ok) return written;
    await reindexPage(trx, pageId, at);
    await audit(trx, "page.unpublish", pageId, actor, at);
    return written;
  });
  if (result.ok) contentVersion(db, "pages").bump();
  return result;
}

/** Makes a published revision the page's draft again, to edit and publish; what is public stays until then. */
export async function restorePageRevision(db: Kysely<Database>, pageId: number, revisionId: number, expectedVersion: number, actor: Actor): Promise<PageWriteResult> {
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const current = await loadForWrite(trx, pageId);
    const revision = await trx.selectFrom("page_revisions").select("document").where("id", "=", revisionId).where("page_id", "=", pageId).executeTakeFirst();
    if (!current || !revision) return { ok: false, reason: "not-found" } as const;
    const written = await updateAtVersion(trx, current, expectedVersion, { draft: revision.document }, actor, at);
    if (written.ok) await audit(trx, "page.restore", pageId, actor, at);
    return written;
  });
}

/**
 * Sets the page's draft to go public at `publishAt`, once it meets every rule a publish needs;
 * `null` cancels a schedule. Saving the draft again keeps the time: what goes public is the draft
 * as it is then.
 */
export async function schedulePage(db: Kysely<Database>, pageId: number, expectedVersion: number, publishAt: Date | null, actor: Actor): Promise<PageWriteResult> {
  const at = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const current = await loadForWrite(trx, pageId);
    const document = current?.draft ?? current?.published ?? null;
    if (!current || document === null) return { ok: false, reason: "not-found" } as const;
    if (publishAt !== null && !contentPageSchema.safeParse(JSON.parse(document)).success) return { ok: false, reason: "invalid" } as const;
    const written = await updateAtVersion(trx, current, expectedVersion, { publish_at: publishAt?.toISOString() ?? null }, actor, at);
    if (written.ok) await audit(trx, publishAt === null ? "page.unschedule" : "page.schedule", pageId, actor, at);
    return written;
  });
}

/** Publishes every page whose scheduled time has come; returns how many went public. */
export async function publishDuePages(db: Kysely<Database>, now = new Date()): Promise<number> {
  const due = await db.selectFrom("pages").select(["id", "version", "updated_by"]).where("publish_at", "<=", now.toISOString()).execute();
  let published = 0;
  for (const page of due) {
    // Another instance may publish the same page at once: the version check lets one through.
    const result = await publishPage(db, page.id, page.version, { userId: page.updated_by, now, note: "Scheduled" });
    if (result.ok) published += 1;
    // A draft edited after it was scheduled may no longer meet the rules: the schedule is dropped, and the editor shows the page as not scheduled.
    else if (result.reason === "invalid") await schedulePage(db, page.id, page.version, null, { userId: page.updated_by, now });
  }
  return published;
}
