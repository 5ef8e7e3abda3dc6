import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/db/is-unique-violation.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import type { ProcessedImage } from "#app/features/media/process-image.server.ts";
import type { ReceivedMediaFile } from "#app/features/media/read-media-upload.server.ts";
import { jobSocialImagesMentioning, postCoversMentioning, postSocialImagesMentioning, pagesMentioning, siteDocumentsMentioning } from "#app/features/media/find-rows-mentioning.server.ts";
import { getLibraryItemFiles } from "#app/features/media/get-library-item-files.server.ts";
import { searchTextOf, type LibraryItemFile } from "#app/features/media/library-item-files.ts";
import { responsiveSrcsets } from "#app/features/media/media-file-url.ts";
import { replacementUrls, rewriteMediaReferences } from "#app/features/media/rewrite-media-references.ts";
import { fileColumns, findDuplicateItem, storeMediaVariants } from "#app/features/media/store-media-variants.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { invalidateCareersCache } from "#app/features/careers/careers-cache.server.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { previewUrlOf } from "./add-media-item.server.ts";
import { processForLibrary } from "./process-for-library.server.ts";
import { ANIMATION_DROPPED_NOTE, duplicateMessage, type MediaFileResult } from "./media-file-result.ts";

export type ReplaceMediaResult = MediaFileResult | { ok: false; notFound: true };

/** A document with every old address moved, as stored text, and whether anything moved. */
function rewritten(document: string | null, moves: Map<string, string>, image: ProcessedImage): { text: string | null; changed: boolean } {
  if (document === null) return { text: null, changed: false };
  const result = rewriteMediaReferences(JSON.parse(document), moves, image, responsiveSrcsets(image.variants));
  return { text: result.changed ? JSON.stringify(result.value) : document, changed: result.changed };
}

/**
 * Moves every page, site-wide document (the gallery) and post cover that shows the old files to the new ones,
 * in the replacing transaction: the published version and the draft alike, each one's version
 * moving on so an editor open on the old copy cannot save the old addresses back. True when
 * something published changed.
 */
async function moveUses(trx: Transaction<Database>, oldFiles: LibraryItemFile[], image: ProcessedImage, at: string): Promise<boolean> {
  const moves = replacementUrls(oldFiles, image.variants);
  if (moves.size === 0) return false;
  const searchTexts = oldFiles.map(searchTextOf);
  let publishedChanged = false;
  for (const page of await pagesMentioning(trx, searchTexts)) {
    const published = rewritten(page.published, moves, image);
    const draft = rewritten(page.draft, moves, image);
    if (!published.changed && !draft.changed) continue;
    publishedChanged ||= published.changed;
    await trx.updateTable("pages").set({ published: published.text, draft: draft.text, version: page.version + 1, updated_at: at }).where("id", "=", page.id).execute();
  }
  for (const document of await siteDocumentsMentioning(trx, searchTexts)) {
    const published = rewritten(document.published, moves, image);
    const draft = rewritten(document.draft, moves, image);
    if (!published.changed && !draft.changed) continue;
    publishedChanged ||= published.changed;
    await trx.updateTable("site_documents").set({ published: published.text!, draft: draft.text, version: document.version + 1, updated_at: at }).where("name", "=", document.name).execute();
  }
  for (const post of await postCoversMentioning(trx, searchTexts)) {
    const cover = rewritten(post.cover, moves, image);
    if (!cover.changed) continue;
    publishedChanged ||= post.status === "published";
    await trx.updateTable("posts").set({ cover: cover.text, updated_at: at }).where("id", "=", post.id).execute();
  }
  // Social pictures name one file: it moves to the new file of the same format at the nearest width.
  for (const post of await postSocialImagesMentioning(trx, searchTexts)) {
    const moved = post.social_image ? moves.get(post.social_image) : undefined;
    if (!moved) continue;
    publishedChanged ||= post.status === "published";
    await trx.updateTable("posts").set({ social_image: moved, updated_at: at }).where("id", "=", post.id).execute();
  }
  for (const job of await jobSocialImagesMentioning(trx, searchTexts)) {
    const moved = job.social_image ? moves.get(job.social_image) : undefined;
    if (!moved) continue;
    publishedChanged ||= job.status === "open";
    await trx.updateTable("jobs").set({ social_image: moved, updated_at: at }).where("id", "=", job.id).execute();
  }
  return publishedChanged;
}

/**
 * Gives an item a new file: new variants, new size and colour, the new file's name; its alt text,
 * caption and id stay, and every page that showed the old picture shows the new one. All in one
 * transaction: the old files are gone exactly when the new ones and the moved pages are there.
 */
export async function replaceMediaFile(db: Kysely<Database>, itemId: number, file: ReceivedMediaFile, userId: number, now = new Date()): Promise<ReplaceMediaResult> {
  const duplicate = (existing: { id: number; name: string }): MediaFileResult => ({ ok: false, fileName: file.fileName, status: 409, message: duplicateMessage(existing.name), existingItemId: existing.id });
  if (!(await db.selectFrom("media_items").select("id").where("id", "=", itemId).executeTakeFirst())) return { ok: false, notFound: true };
  const stored = await findDuplicateItem(db, file, null, itemId);
  if (stored) return duplicate(stored);

  const processed = await processForLibrary(file);
  if (!processed.ok) return processed.result;
  const { image } = processed;
  const at = now.toISOString();

  let outcome: "replaced" | "not-found" | { existing: { id: number; name: string } };
  let publishedChanged = false;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const existing = await findDuplicateItem(trx, file, image, itemId);
      if (existing) return { existing };
      // Read before the update: a built-in picture's files are forgotten once it holds an upload.
      const oldFiles = await getLibraryItemFiles(trx, itemId);
      const updated = await trx.updateTable("media_items").set({ ...fileColumns(file, image), builtin_files: null, updated_at: at }).where("id", "=", itemId).executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return "not-found";
      await trx.deleteFrom("media_variants").where("item_id", "=", itemId).execute();
      await storeMediaVariants(trx, itemId, image);
      publishedChanged = await moveUses(trx, oldFiles, image, at);
      await recordAudit(trx, { userId, action: "media.replace", target: `media:${itemId}` }, now);
      return "replaced";
    });
  } catch (error) {
    const existing = isUniqueViolation(error) ? await findDuplicateItem(db, file, image, itemId) : null;
    if (!existing) throw error;
    outcome = { existing };
  }
  if (outcome === "not-found") return { ok: false, notFound: true };
  if (typeof outcome === "object") return duplicate(outcome.existing);
  // Visitors see the moved pages from now on, on every instance.
  if (publishedChanged) {
    contentVersion(db, "pages").bump();
    // A published post's cover moved: the blog's cached lists and posts go too.
    invalidateBlogCache(db);
    // An open opening's social picture moved: the careers page is made again.
    invalidateCareersCache(db);
  }
  return { ok: true, fileName: file.fileName, itemId, previewUrl: previewUrlOf(image), notes: image.animated ? [ANIMATION_DROPPED_NOTE] : [] };
}
