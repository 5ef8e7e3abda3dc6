import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { findPlaceablePicture } from "#app/features/media/list-placeable-pictures.server.ts";
import { seoFieldMessages, type SeoFieldErrors, type SeoFields } from "#app/model/seo-fields.ts";

/**
 * The form only names the social picture: it must be a library picture that may be shown now
 * (described, still in the library). The errors to show, or null when it is fine or none is chosen.
 */
export async function checkSocialImage(db: Kysely<Database>, seo: SeoFields | undefined): Promise<SeoFieldErrors | null> {
  if (!seo?.socialImage) return null;
  return (await findPlaceablePicture(db, seo.socialImage)) ? null : { socialImage: seoFieldMessages.socialImageUnknown };
}
