import type { Migration } from "kysely";
import { initialMigration } from "#app/db/migrations/0001-initial.ts";
import { attachmentWarningsMigration } from "#app/db/migrations/0002-attachment-warnings.ts";
import { pagesMigration } from "#app/db/migrations/0003-pages.ts";
import { mediaMigration } from "#app/db/migrations/0004-media.ts";
import { siteDocumentsMigration } from "#app/db/migrations/0005-site-documents.ts";
import { staffRolesMigration } from "#app/db/migrations/0006-staff-roles.ts";
import { postCoversMigration } from "#app/db/migrations/0007-post-covers.ts";
import { builtinPicturesMigration } from "#app/db/migrations/0008-builtin-pictures.ts";
import { vitalsRollupsMigration } from "#app/db/migrations/0009-vitals-rollups.ts";
import { listIndexesMigration } from "#app/db/migrations/0010-list-indexes.ts";
import { staffAccountsMigration } from "#app/db/migrations/0011-staff-accounts.ts";
import { siteSearchMigration } from "#app/db/migrations/0012-site-search.ts";
import { redirectsMigration } from "#app/db/migrations/0013-redirects.ts";
import { twoFactorMigration } from "#app/db/migrations/0014-two-factor.ts";
import { passkeysMigration } from "#app/db/migrations/0015-passkeys.ts";
import { backupRunsMigration } from "#app/db/migrations/0017-backup-runs.ts";
import { seoFieldsMigration } from "#app/db/migrations/0016-seo-fields.ts";
import { privacyNoticeMigration } from "#app/db/migrations/0018-privacy-notice.ts";
import { searchVisibilityIndexesMigration } from "#app/db/migrations/0019-search-visibility-indexes.ts";
import { searchRowsWithoutBodyMigration } from "#app/db/migrations/0020-search-rows-without-body.ts";
import { inboxSearchIndexesMigration } from "#app/db/migrations/0021-inbox-search-indexes.ts";

/*
 * Every migration, in order. A static list rather than a folder scan because the server is
 * bundled and has no migrations folder at run time. Kysely applies them sorted by name, so keep
 * the zero-padded numeric prefix, never rename an entry, and only ever append.
 */
export const allMigrations: Record<string, Migration> = {
  "0001-initial": initialMigration,
  "0002-attachment-warnings": attachmentWarningsMigration,
  "0003-pages": pagesMigration,
  "0004-media": mediaMigration,
  "0005-site-documents": siteDocumentsMigration,
  "0006-staff-roles": staffRolesMigration,
  "0007-post-covers": postCoversMigration,
  "0008-builtin-pictures": builtinPicturesMigration,
  "0009-vitals-rollups": vitalsRollupsMigration,
  "0010-list-indexes": listIndexesMigration,
  "0011-staff-accounts": staffAccountsMigration,
  "0012-site-search": siteSearchMigration,
  "0013-redirects": redirectsMigration,
  "0014-two-factor": twoFactorMigration,
  "0015-passkeys": passkeysMigration,
  "0016-seo-fields": seoFieldsMigration,
  "0017-backup-runs": backupRunsMigration,
  "0018-privacy-notice": privacyNoticeMigration,
  "0019-search-visibility-indexes": searchVisibilityIndexesMigration,
  "0020-search-rows-without-body": searchRowsWithoutBodyMigration,
  "0021-inbox-search-indexes": inboxSearchIndexesMigration,
};
