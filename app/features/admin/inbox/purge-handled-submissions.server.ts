import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";

export type PurgeCounts = { enquiries: number; applications: number; attachments: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes every enquiry and application handled more than `retentionDays` ago, with their files,
 * in one transaction, and records how many went. Items still marked new are never purged,
 * however old. Set-based deletes, so a first run over years of backlog is a few statements, not
 * one per row. Safe to run on several instances at once: the second finds nothing left.
 */
export async function purgeHandledSubmissions(db: Kysely<Database>, options: { retentionDays: number; now?: Date }): Promise<PurgeCounts> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS).toISOString();

  return db.transaction().execute(async (trx) => {
    const expiredFiles = (table: "enquiries" | "applications") =>
      trx
        .selectFrom(table)
        .select("attachment_id")
        .where("status", "=", "handled")
        .where("handled_at", "<", cutoff)
        .where("attachment_id", "is not", null);
    // Files first, while the rows that point at them can still be found.
    const attachments = await trx
      .deleteFrom("attachments")
      .where((eb) => eb.or([eb("id", "in", expiredFiles("enquiries")), eb("id", "in", expiredFiles("applications"))]))
      .executeTakeFirst();
    const enquiries = await trx.deleteFrom("enquiries").where("status", "=", "handled").where("handled_at", "<", cutoff).executeTakeFirst();
    const applications = await trx.deleteFrom("applications").where("status", "=", "handled").where("handled_at", "<", cutoff).executeTakeFirst();

    const counts = {
      enquiries: Number(enquiries.numDeletedRows),
      applications: Number(applications.numDeletedRows),
      attachments: Number(attachments.numDeletedRows),
    };
    // An hourly run that found nothing leaves no trace, or the audit log would fill with zeros.
    if (counts.enquiries + counts.applications + counts.attachments > 0) {
      await recordAudit(
        trx,
        { userId: null, action: "inbox.purge", target: `${counts.enquiries} enquiries, ${counts.applications} applications, ${counts.attachments} attachments` },
        now,
      );
    }
    return counts;
  });
}

