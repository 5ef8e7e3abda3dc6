import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";
import { SOCIAL_IMAGE_PATTERN } from "#app/model/seo-fields.ts";
import type { LibraryPictureChoice } from "./library-picture-field.tsx";

/**
 * The library pictures an item may be shared with: uploads with alt text, by their widest JPEG or
 * PNG (the formats every social site shows), each with its smallest WebP to show in the editor.
 */
export async function listSocialImageChoices(db: Kysely<Database>): Promise<LibraryPictureChoice[]> {
  const pictures = await listPlaceablePictures(db);
  return pictures
    .filter((picture) => SOCIAL_IMAGE_PATTERN.test(picture.src))
    .map((picture) => ({ src: picture.src, label: picture.label, thumbnail: picture.responsive?.webp.split(" ")[0] ?? picture.src }));
}
