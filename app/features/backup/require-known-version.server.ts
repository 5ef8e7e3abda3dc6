import { allMigrations } from "#app/db/migrations/all-migrations.ts";
import { LATEST_SCHEMA_VERSION } from "#app/db/migrate.server.ts";
import { ArchiveError } from "./archive-error.ts";

/** Refuses an archive whose schema this code does not know: it was made by newer code. */
export function requireKnownVersion(schemaVersion: string, what: string): void {
  if (schemaVersion in allMigrations) return;
  throw new ArchiveError(
    "newer-schema",
    `This ${what} is at schema ${schemaVersion}, newer than this code (which stops at ${LATEST_SCHEMA_VERSION}): load it with a newer version of the site's code. Nothing was changed.`,
  );
}
