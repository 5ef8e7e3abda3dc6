import type { Kysely } from "kysely";
import type { Database, LibraryKind, MediaFormat } from "#app/db/schema.ts";
import { findMediaUses, type MediaUse } from "#app/features/media/find-media-uses.server.ts";
import { mediaAltState, type MediaAltState } from "#app/features/media/media-alt-state.ts";
import { mediaFileUrl } from "#app/features/media/media-file-url.ts";
import { builtinFileUrls } from "#app/features/media/library-item-files.ts";

export type MediaItemDetail = {
  id: number;
  name: string;
  kind: LibraryKind;
  altText: string;
  decorative: boolean;
  altState: MediaAltState;
  caption: string;
  width: number;
  height: number;
  byteSize: number;
  dominantColor: string;
  createdAt: string;
  updatedAt: string;
  uploadedBy: string | null;
  /** A picture the site ships with: its public files, the one pages show first; null for an upload. */
  builtinFiles: string[] | null;
  /** Every file visitors can be sent, by format then width (none for a built-in picture). */
  variants: { url: string; format: MediaFormat; width: number; height: number; byteSize: number }[];
  uses: MediaUse[];
};

/** What the detail page shows of a picture (never its original bytes), or null when there is no such item. */
export async function getMediaItem(db: Kysely<Database>, id: number): Promise<MediaItemDetail | null> {
  const row = await db
    .selectFrom("media_items")
    .leftJoin("staff_users", "staff_users.id", "media_items.uploaded_by")
    .select([
      "media_items.id",
      "media_items.original_name",
      "media_items.kind",
      "media_items.alt_text",
      "media_items.decorative",
      "media_items.caption",
      "media_items.width",
      "media_items.height",
      "media_items.byte_size",
      "media_items.dominant_color",
      "media_items.created_at",
      "media_items.updated_at",
      "media_items.builtin_files",
      "staff_users.email",
    ])
    .where("media_items.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [variants, uses] = await Promise.all([
    db.selectFrom("media_variants").select(["hash", "format", "width", "height", "byte_size"]).where("item_id", "=", id).orderBy("format").orderBy("width").execute(),
    findMediaUses(db, id),
  ]);
  const decorative = row.decorative === 1;
  return {
    id: row.id,
    name: row.original_name,
    kind: row.kind,
    altText: row.alt_text,
    decorative,
    altState: mediaAltState({ altText: row.alt_text, decorative }),
    caption: row.caption,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    dominantColor: row.dominant_color,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    uploadedBy: row.email ?? null,
    builtinFiles: row.builtin_files === null ? null : builtinFileUrls(row.builtin_files),
    variants: variants.map((variant) => ({ url: mediaFileUrl(variant), format: variant.format, width: variant.width, height: variant.height, byteSize: variant.byte_size })),
    uses,
  };
}
