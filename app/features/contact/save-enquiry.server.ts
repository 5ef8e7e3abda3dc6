import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { queueMail } from "#app/lib/mail/queue-mail.server.ts";
import type { MailingCompany } from "#app/model/site-settings.ts";
import type { UploadedFile } from "#app/lib/uploads/read-form-upload.server.ts";
import { storeAttachment } from "#app/lib/uploads/store-attachment.server.ts";
import { composeEnquiryMails } from "./compose-enquiry-mails.ts";
import type { EnquiryInput } from "./enquiry-schema.ts";

type SaveEnquiryInput = {
  enquiry: EnquiryInput;
  file: UploadedFile | null;
  clientAddress: string;
  /** Staff's inbox: the notification goes there. */
  notifyTo: string;
  company: MailingCompany;
  now?: Date;
};

/** Stores an enquiry, its file and its two mails in one transaction: all of them or none. */
export async function saveEnquiry(db: Kysely<Database>, input: SaveEnquiryInput): Promise<{ id: number }> {
  const receivedAt = (input.now ?? new Date()).toISOString();
  const { enquiry, file } = input;
  return db.transaction().execute(async (trx) => {
    const attachmentId = file ? await storeAttachment(trx, file, receivedAt) : null;
    const { id } = await trx
      .insertInto("enquiries")
      .values({
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
        client_address: input.clientAddress,
        attachment_id: attachmentId,
        created_at: receivedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(
      trx,
      composeEnquiryMails({
        id,
        enquiry,
        attachment: file ? { fileName: file.fileName, size: file.data.length } : null,
        clientAddress: input.clientAddress,
        receivedAt,
        notifyTo: input.notifyTo,
        company: input.company,
      }),
      receivedAt,
    );
    return { id };
  });
}
