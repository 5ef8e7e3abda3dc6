import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "#app/db/schema.ts";
import { type ContentWarning, parseContentWarnings } from "#app/lib/uploads/content-warnings.ts";
import type { SubmissionTable } from "./submission-kinds.ts";

export type SubmissionDetail = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  clientAddress: string;
  status: SubmissionStatus;
  receivedAt: string;
  handledAt: string | null;
  /** `warnings`: what the upload checks noted, shown before staff open the file. */
  attachment: { id: number; fileName: string; contentType: string; sizeBytes: number; warnings: ContentWarning[] } | null;
  /** Applications only: the job as it was titled when the visitor applied; id null once the job is deleted. */
  job: { id: number | null; title: string } | null;
};

/** One enquiry or application with its file's details (not its bytes), or null. */
export async function getSubmission(db: Kysely<Database>, table: SubmissionTable, id: number): Promise<SubmissionDetail | null> {
  const row = await db
    .selectFrom(table)
    .leftJoin("attachments", "attachments.id", `${table}.attachment_id`)
    .select([
      `${table}.id`,
      `${table}.name`,
      `${table}.email`,
      `${table}.phone`,
      `${table}.message`,
      `${table}.client_address`,
      `${table}.status`,
      `${table}.created_at`,
      `${table}.handled_at`,
      "attachments.id as attachment_id",
      "attachments.file_name",
      "attachments.content_type",
      "attachments.size_bytes",
      "attachments.content_warnings",
    ])
    .$if(table === "applications", (query) => query.select(["applications.job_id", "applications.job_title"]))
    .where(`${table}.id`, "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    clientAddress: row.client_address,
    status: row.status,
    receivedAt: row.created_at,
    handledAt: row.handled_at,
    attachment:
      row.attachment_id === null || row.file_name === null || row.content_type === null || row.size_bytes === null
        ? null
        : {
            id: row.attachment_id,
            fileName: row.file_name,
            contentType: row.content_type,
            sizeBytes: Number(row.size_bytes),
            warnings: parseContentWarnings(row.content_warnings),
          },
    job: row.job_title === undefined ? null : { id: row.job_id ?? null, title: row.job_title },
  };
}
