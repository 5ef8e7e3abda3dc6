import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";
import type { PostCoverChoice } from "./post-cover-fields.tsx";

/** The library pictures a post may take as its cover, each with its smallest WebP to show in the editor. */
export async function listCoverChoices(db: Kysely<Database>): Promise<PostCoverChoice[]> {
  const pictures = await listPlaceablePictures(db);
  return pictures.map((picture) => ({ src: picture.src, label: picture.label, thumbnail: picture.responsive?.webp.split(" ")[0] ?? picture.src }));
}
