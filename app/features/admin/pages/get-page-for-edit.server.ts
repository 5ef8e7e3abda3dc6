import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { pageDraftSchema, type ContentPage } from "#app/model/content-page.ts";
import { pageState, type PageState } from "./page-state.ts";

export type PageForEdit = {
  id: number;
  version: number;
  state: PageState;
  /** The address visitors reach it at while published (the published slug, which a draft may change). */
  publicPath: string | null;
  /** What staff edit: the draft, or the published page when there is none. */
  document: ContentPage;
  /** When the draft goes public by itself, if staff scheduled it. */
  publishAt: string | null;
  updatedAt: string;
};

export async function getPageForEdit(db: Kysely<Database>, id: number): Promise<PageForEdit | null> {
  const row = await db.selectFrom("pages").select(["id", "family", "slug", "version", "published", "draft", "publish_at", "updated_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    state: pageState(row),
    publicPath: row.published === null ? null : `/${row.family}/${row.slug}`,
    document: pageDraftSchema.parse(JSON.parse(row.draft ?? row.published ?? "null")) as ContentPage,
    publishAt: row.publish_at,
    updatedAt: row.updated_at,
  };
}
