import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { builtinFiles, variantFiles, type LibraryItemFile } from "./library-item-files.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The files an item is shown by (see library-item-files.ts); empty when there is no such item. */
export async function getLibraryItemFiles(db: Db, itemId: number): Promise<LibraryItemFile[]> {
  const item = await db.selectFrom("media_items").select(["builtin_files", "width"]).where("id", "=", itemId).executeTakeFirst();
  if (!item) return [];
  if (item.builtin_files !== null) return builtinFiles(item.builtin_files, item.width);
  return variantFiles(await db.selectFrom("media_variants").select(["hash", "format", "width"]).where("item_id", "=", itemId).execute());
}
