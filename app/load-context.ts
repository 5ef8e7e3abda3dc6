import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { BackupService } from "#app/features/backup/backup-service.ts";
import type { CaptchaService } from "#app/features/captcha/captcha.server.ts";
import type { VitalsQueue } from "#app/features/vitals/create-vitals-queue.server.ts";
import type { RateLimits } from "#app/lib/rate-limits.server.ts";

// What the server hands every loader and action. Prerendering at build time
// passes none of it, so only dynamic routes may read it.
declare module "react-router" {
  interface AppLoadContext {
    db: Kysely<Database>;
    nonce: string;
    clientAddress: string;
    captcha: CaptchaService;
    rateLimits: RateLimits;
    /** Where web-vitals beacons wait to be written together. */
    vitals: VitalsQueue;
    /** The server's own backups into BACKUP_DIR (off when it is unset). */
    backups: BackupService;
  }
}

export {};
