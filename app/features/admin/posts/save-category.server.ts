import { type Kysely, sql } from "kysely";
import { isUniqueViolation } from "#app/db/is-unique-violation.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { categoryFormMessages, type CategoryFieldErrors, type CategoryInput } from "./category-form-schema.ts";

export type SaveCategoryResult = { ok: true; id: number } | { ok: false; fieldErrors: CategoryFieldErrors } | { ok: false; notFound: true };

/**
 * Creates a category (no `id`) or renames one, with its audit entry, in one transaction. Names
 * are unique regardless of case (two "Security" entries in the blog's sidebar would confuse
 * readers) and slugs are unique (they are the `?category=` of public URLs).
 */
export async function saveCategory(
  db: Kysely<Database>,
  request: { id?: number; input: CategoryInput; userId: number },
  now: Date = new Date(),
): Promise<SaveCategoryResult> {
  const { id, input, userId } = request;
  let result: SaveCategoryResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<SaveCategoryResult> => {
      let clashes = trx
        .selectFrom("categories")
        .select(["id", "name", "slug"])
        .where((eb) => eb.or([eb(sql<string>`lower(${sql.ref("name")})`, "=", input.name.toLowerCase()), eb("slug", "=", input.slug)]));
      if (id !== undefined) clashes = clashes.where("id", "<>", id);
      const fieldErrors: CategoryFieldErrors = {};
      for (const clash of await clashes.execute()) {
        if (clash.name.toLowerCase() === input.name.toLowerCase()) fieldErrors.name = categoryFormMessages.nameTaken;
        if (clash.slug === input.slug) fieldErrors.slug = categoryFormMessages.slugTaken;
      }
      if (fieldErrors.name || fieldErrors.slug) return { ok: false, fieldErrors };

      let categoryId: number;
      if (id === undefined) {
        categoryId = (await trx.insertInto("categories").values({ name: input.name, slug: input.slug }).returning("id").executeTakeFirstOrThrow()).id;
      } else {
        const updated = await trx.updateTable("categories").set({ name: input.name, slug: input.slug }).where("id", "=", id).returning("id").executeTakeFirst();
        if (!updated) return { ok: false, notFound: true };
        categoryId = updated.id;
      }
      await recordAudit(trx, { userId, action: id === undefined ? "category.create" : "category.update", target: `category:${categoryId}` }, now);
      return { ok: true, id: categoryId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: categoryFormMessages.slugTaken } };
    throw error;
  }
  if (result.ok) invalidateBlogCache(db);
  return result;
}
