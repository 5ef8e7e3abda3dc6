import type { Kysely } from "kysely";
import { isUniqueViolation } from "#app/db/is-unique-violation.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { findPlaceablePicture } from "#app/features/media/list-placeable-pictures.server.ts";
import { reindexPost } from "#app/features/search/reindex-search-documents.server.ts";
import { columnsOfSeoFields, seoFieldMessages } from "#app/model/seo-fields.ts";
import { postFormMessages, type PostFieldErrors, type PostInput } from "./post-form-schema.ts";

export type SavePostResult = { ok: true; id: number } | { ok: false; fieldErrors: PostFieldErrors } | { ok: false; notFound: true };

/**
 * Creates a post (no `id`) or replaces an existing one's fields and categories, with its audit
 * entry and its search row, in one transaction; the public blog is refreshed once it has committed. A taken slug or
 * an unknown category comes back as a field error, a missing post as `notFound`.
 */
export async function savePost(
  db: Kysely<Database>,
  request: { id?: number; input: PostInput; userId: number },
  now: Date = new Date(),
): Promise<SavePostResult> {
  const { id, input, userId } = request;
  const stamp = now.toISOString();
  let result: SavePostResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<SavePostResult> => {
      let clash = trx.selectFrom("posts").select("id").where("slug", "=", input.slug);
      if (id !== undefined) clash = clash.where("id", "<>", id);
      if (await clash.executeTakeFirst()) return { ok: false, fieldErrors: { slug: postFormMessages.slugTaken } };

      if (input.categoryIds.length > 0) {
        const known = await trx.selectFrom("categories").select("id").where("id", "in", input.categoryIds).execute();
        if (known.length !== input.categoryIds.length) return { ok: false, fieldErrors: { categoryIds: postFormMessages.categoriesInvalid } };
      }

      // The cover is read from the library at the moment of saving: only a described picture, with all its files.
      let cover: string | null = null;
      if (input.coverSrc !== null) {
        const picture = await findPlaceablePicture(trx, input.coverSrc);
        if (!picture) return { ok: false, fieldErrors: { coverSrc: postFormMessages.coverUnknown } };
        const { label: _label, ...stored } = picture;
        cover = JSON.stringify(stored);
      }

      // The social picture is checked like the cover: a described library picture, at the moment of saving.
      if (input.seo?.socialImage && !(await findPlaceablePicture(trx, input.seo.socialImage))) {
        return { ok: false, fieldErrors: { seo: { socialImage: seoFieldMessages.socialImageUnknown } } };
      }

      const fields = {
        title: input.title,
        slug: input.slug,
        author_name: input.authorName,
        published_on: input.publishedOn,
        status: input.status,
        content: input.content,
        cover,
        excerpt: input.excerpt,
        ...(input.seo ? columnsOfSeoFields(input.seo) : {}),
        updated_at: stamp,
      };
      let postId: number;
      if (id === undefined) {
        const inserted = await trx.insertInto("posts").values({ ...fields, created_at: stamp }).returning("id").executeTakeFirstOrThrow();
        postId = inserted.id;
      } else {
        const updated = await trx.updateTable("posts").set(fields).where("id", "=", id).returning("id").executeTakeFirst();
        if (!updated) return { ok: false, notFound: true };
        postId = updated.id;
        await trx.deleteFrom("post_categories").where("post_id", "=", postId).execute();
      }
      if (input.categoryIds.length > 0) {
        await trx
          .insertInto("post_categories")
          .values(input.categoryIds.map((categoryId) => ({ post_id: postId, category_id: categoryId })))
          .execute();
      }
      await reindexPost(trx, postId, now);
      await recordAudit(trx, { userId, action: id === undefined ? "post.create" : "post.update", target: `post:${postId}` }, now);
      return { ok: true, id: postId };
    });
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: postFormMessages.slugTaken } };
    throw error;
  }
  if (result.ok) invalidateBlogCache(db);
  return result;
}
