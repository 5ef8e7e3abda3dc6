import type { Kysely } from "kysely";
import { seedPages } from "#app/content/seed-pages.ts";
import type { Database } from "#app/db/schema.ts";
import { reindexPage } from "#app/features/search/reindex-search-documents.server.ts";

/**
 * Gives a database without pages the seeded ones, published, each with a first revision. Safe on
 * every start and when several instances start at once: a page that exists is left alone, so a
 * site whose staff edited its pages is never touched.
 */
export async function seedPagesIfEmpty(db: Kysely<Database>, now = new Date()): Promise<number> {
  const existing = await db.selectFrom("pages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const at = now.toISOString();
  const positions = new Map<string, number>();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("pages")
      .values(
        seedPages.map((page) => {
          const position = positions.get(page.family) ?? 0;
          positions.set(page.family, position + 1);
          const document = JSON.stringify(page);
          return { family: page.family, slug: page.slug, position, published: document, draft: null, version: 1, publish_at: null, created_at: at, updated_at: at, updated_by: null };
        }),
      )
      .onConflict((conflict) => conflict.columns(["family", "slug"]).doNothing())
      .returning(["id", "published"])
      .execute();
    if (inserted.length > 0) {
      await trx
        .insertInto("page_revisions")
        .values(inserted.map((row) => ({ page_id: row.id, document: row.published!, note: "Seeded", author_id: null, created_at: at })))
        .execute();
      for (const row of inserted) await reindexPage(trx, row.id, now);
    }
    return inserted.length;
  });
}
