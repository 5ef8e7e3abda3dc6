import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { queueMail } from "#app/lib/mail/queue-mail.server.ts";
import type { UploadedFile } from "#app/lib/uploads/read-form-upload.server.ts";
import { storeAttachment } from "#app/lib/uploads/store-attachment.server.ts";
import type { ApplicationInput } from "./application-schema.ts";
import type { MailingCompany } from "#app/model/site-settings.ts";
import { composeApplicationMails } from "./compose-application-mails.ts";

type SaveApplicationInput = {
  application: ApplicationInput;
  file: UploadedFile | null;
  clientAddress: string;
  notifyTo: string;
  company: MailingCompany;
  now?: Date;
};

export type SaveApplicationResult = { saved: true; id: number } | { saved: false; reason: "position-closed" };

/**
 * Stores an application, its CV and its two mails in one transaction, for a position that is
 * open at that moment. The job title is copied from the opening, so the application keeps saying
 * what was applied for even after the opening is edited or removed.
 */
export async function saveApplication(db: Kysely<Database>, input: SaveApplicationInput): Promise<SaveApplicationResult> {
  const now = input.now ?? new Date();
  const receivedAt = now.toISOString();
  const today = receivedAt.slice(0, 10);
  const { application, file } = input;
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("jobs")
      .select(["id", "job_title"])
      .where("id", "=", application.jobId)
      .where("status", "=", "open")
      .where("valid_through", ">=", today)
      .executeTakeFirst();
    if (!job) return { saved: false, reason: "position-closed" } as const;

    const attachmentId = file ? await storeAttachment(trx, file, receivedAt) : null;
    const { id } = await trx
      .insertInto("applications")
      .values({
        job_id: job.id,
        job_title: job.job_title,
        name: application.name,
        email: application.email,
        phone: application.phone,
        message: application.message,
        client_address: input.clientAddress,
        attachment_id: attachmentId,
        created_at: receivedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(
      trx,
      composeApplicationMails({
        id,
        jobTitle: job.job_title,
        application,
        cv: file ? { fileName: file.fileName, size: file.data.length } : null,
        clientAddress: input.clientAddress,
        receivedAt,
        notifyTo: input.notifyTo,
        company: input.company,
      }),
      receivedAt,
    );
    return { saved: true, id } as const;
  });
}
