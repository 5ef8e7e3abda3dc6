import type { Kysely } from "kysely";
import { LIBRARY_KINDS, type Database, type LibraryKind } from "#app/db/schema.ts";
import { mediaFileUrl } from "#app/features/media/media-file-url.ts";
import { mediaAltState, type MediaAltState } from "#app/features/media/media-alt-state.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import { MEDIA_PAGE_SIZE, type MediaFilters } from "./media-filters.ts";
import { builtinFileUrls } from "#app/features/media/library-item-files.ts";
import { textContains } from "#app/db/text-contains.ts";

export type MediaListItem = {
  id: number;
  name: string;
  kind: LibraryKind;
  altText: string;
  altState: MediaAltState;
  width: number;
  height: number;
  byteSize: number;
  dominantColor: string;
  createdAt: string;
  /** True for a picture the site ships with (no upload behind it). */
  builtIn: boolean;
  /** WebP files up to 640 px wide, for the card's srcset; a built-in picture's own file. */
  thumbnails: { url: string; width: number }[];
};

export type MediaList = Omit<KeysetPage<MediaListItem>, "rows"> & { items: MediaListItem[]; total: number; counts: Record<LibraryKind | "all", number> };

function filtered(db: Kysely<Database>, filters: Pick<MediaFilters, "q" | "kind">) {
  let query = db.selectFrom("media_items");
  if (filters.q) query = query.where(textContains(["original_name", "alt_text"], filters.q));
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  return query;
}

/** The query of one page of the library, newest first; exported so the query-plan test checks the SQL the page runs. */
export function mediaPageQuery(db: Kysely<Database>, filters: MediaFilters, position: KeysetPosition | null) {
  const query = filtered(db, filters).select([
    "id",
    "original_name",
    "kind",
    "alt_text",
    "decorative",
    "width",
    "height",
    "byte_size",
    "dominant_color",
    "created_at",
    "builtin_files",
  ]);
  return pageByKeyset(query, { key: "created_at", id: "id" }, position, MEDIA_PAGE_SIZE);
}

/** One page of the library, newest first, with the counts per kind that the filter links show for the same search. */
export async function listMedia(db: Kysely<Database>, filters: MediaFilters, position: KeysetPosition | null = null): Promise<MediaList> {
  const kindRows = await filtered(db, { q: filters.q, kind: null })
    .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("kind")
    .execute();
  const counts = Object.fromEntries([["all", 0], ...LIBRARY_KINDS.map((kind) => [kind, 0])]) as Record<LibraryKind | "all", number>;
  for (const row of kindRows) {
    counts[row.kind] = Number(row.count);
    counts.all += Number(row.count);
  }
  const total = filters.kind ? counts[filters.kind] : counts.all;

  const page = await readKeysetPage((at) => mediaPageQuery(db, filters, at).execute(), position, MEDIA_PAGE_SIZE, (row) => ({ key: row.created_at, id: row.id }));
  const rows = page.rows;
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
    newer: page.newer,
    older: page.older,
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
      builtIn: row.builtin_files !== null,
      thumbnails:
        row.builtin_files === null
          ? thumbnails.filter((variant) => variant.item_id === row.id).map((variant) => ({ url: mediaFileUrl(variant), width: variant.width }))
          : [{ url: builtinFileUrls(row.builtin_files)[0]!, width: row.width }],
    })),
  };
}
