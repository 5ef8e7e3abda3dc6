import { type Kysely, sql } from "kysely";
import { MEDIA_KINDS, type Database, type MediaKind } from "#app/db/schema.ts";
import { escapeLikePattern } from "#app/features/admin/inbox/filter-submissions.server.ts";
import { mediaFileUrl } from "#app/features/media/media-file-url.ts";
import { mediaAltState, type MediaAltState } from "#app/features/media/media-alt-state.ts";
import { MEDIA_PAGE_SIZE, type MediaFilters } from "./media-filters.ts";

export type MediaListItem = {
  id: number;
  name: string;
  kind: MediaKind;
  altText: string;
  altState: MediaAltState;
  width: number;
  height: number;
  byteSize: number;
  dominantColor: string;
  createdAt: string;
  /** WebP files up to 640 px wide, for the card's srcset. */
  thumbnails: { url: string; width: number }[];
};

export type MediaList = { items: MediaListItem[]; total: number; pageCount: number; counts: Record<MediaKind | "all", number> };

function filtered(db: Kysely<Database>, filters: Pick<MediaFilters, "q" | "kind">) {
  let query = db.selectFrom("media_items");
  if (filters.q) {
    // Lower-cased on both sides: LIKE is case-sensitive on PostgreSQL but not on SQLite.
    const pattern = `%${escapeLikePattern(filters.q.toLowerCase())}%`;
    query = query.where(({ or }) =>
      or([sql<boolean>`lower(${sql.ref("original_name")}) like ${pattern} escape '\\'`, sql<boolean>`lower(${sql.ref("alt_text")}) like ${pattern} escape '\\'`]),
    );
  }
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  return query;
}

/** One page of the library, newest first, with the counts per kind that the filter links show for the same search. */
export async function listMedia(db: Kysely<Database>, filters: MediaFilters): Promise<MediaList> {
  const kindRows = await filtered(db, { q: filters.q, kind: null })
    .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("kind")
    .execute();
  const counts = Object.fromEntries([["all", 0], ...MEDIA_KINDS.map((kind) => [kind, 0])]) as Record<MediaKind | "all", number>;
  for (const row of kindRows) {
    counts[row.kind] = Number(row.count);
    counts.all += Number(row.count);
  }
  const total = filters.kind ? counts[filters.kind] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);

  const rows = await filtered(db, filters)
    .select(["id", "original_name", "kind", "alt_text", "decorative", "width", "height", "byte_size", "dominant_color", "created_at"])
    .orderBy("id", "desc")
    .limit(MEDIA_PAGE_SIZE)
    .offset((page - 1) * MEDIA_PAGE_SIZE)
    .execute();
  const ids = rows.map((row) => row.id);
  const thumbnails =
    ids.length === 0
      ? []
      : await db
          .selectFrom("media_variants")
          .select(["item_id", "hash", "format", "width"])
          .where("item_id", "in", ids)
          .where("format", "=", "webp")
          .where("width", "<=", 640)
          .orderBy("width")
          .execute();

  return {
    total,
    pageCount,
    counts,
    items: rows.map((row) => ({
      id: row.id,
      name: row.original_name,
      kind: row.kind,
      altText: row.alt_text,
      altState: mediaAltState({ altText: row.alt_text, decorative: row.decorative === 1 }),
      width: row.width,
      height: row.height,
      byteSize: row.byte_size,
      dominantColor: row.dominant_color,
      createdAt: row.created_at,
      thumbnails: thumbnails.filter((variant) => variant.item_id === row.id).map((variant) => ({ url: mediaFileUrl(variant), width: variant.width })),
    })),
  };
}
