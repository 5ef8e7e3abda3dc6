import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { pageDraftSchema, type ContentPage } from "#app/model/content-page.ts";

export type PageRevision = { id: number; createdAt: string; note: string | null; author: string | null; document: ContentPage };

/** Every published version of a page, newest first, with who published it. */
export async function listPageRevisions(db: Kysely<Database>, pageId: number): Promise<PageRevision[]> {
  const rows = await db
    .selectFrom("page_revisions")
    .leftJoin("staff_users", "staff_users.id", "page_revisions.author_id")
    .select(["page_revisions.id", "page_revisions.created_at", "page_revisions.note", "page_revisions.document", "staff_users.email"])
    .where("page_revisions.page_id", "=", pageId)
    .orderBy("page_revisions.id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, note: row.note, author: row.email, document: pageDraftSchema.parse(JSON.parse(row.document)) as ContentPage }));
}
