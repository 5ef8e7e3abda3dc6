import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";

/** Called after every committed write to jobs or their requirements: cached careers pages are dropped. */
export function invalidateCareersCache(db: Kysely<Database>): void {
  contentVersion(db, "careers").bump();
}
