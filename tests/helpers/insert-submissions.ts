import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "#app/db/schema.ts";

/*
 * Enquiries and applications written straight into a test database, with exactly the timestamps
 * and statuses a test needs (the public forms always create `new` rows stamped with the current time).
 */

type SubmissionRow = {
  name?: string;
  email?: string;
  message?: string;
  status?: SubmissionStatus;
  createdAt?: string;
  handledAt?: string | null;
  file?: { name: string; contentType: string; data: Buffer } | null;
};

async function insertAttachment(db: Kysely<Database>, file: NonNullable<SubmissionRow["file"]>, createdAt: string): Promise<number> {
  const { id } = await db
    .insertInto("attachments")
    .values({
      file_name: file.name,
      content_type: file.contentType,
      size_bytes: file.data.length,
      sha256: createHash("sha256").update(file.data).digest("hex"),
      data: file.data,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

function commonValues(row: SubmissionRow, attachmentId: number | null) {
  const status = row.status ?? "new";
  const createdAt = row.createdAt ?? new Date().toISOString();
  return {
    name: row.name ?? "Asha Kulkarni",
    email: row.email ?? "asha@example.com",
    phone: "+91-9876543210",
    message: row.message ?? "We would like a quote.",
    client_address: "203.0.113.7",
    attachment_id: attachmentId,
    status,
    created_at: createdAt,
    handled_at: row.handledAt !== undefined ? row.handledAt : status === "handled" ? createdAt : null,
  };
}

export async function insertEnquiry(db: Kysely<Database>, row: SubmissionRow = {}): Promise<{ id: number; attachmentId: number | null }> {
  const createdAt = row.createdAt ?? new Date().toISOString();
  const attachmentId = row.file ? await insertAttachment(db, row.file, createdAt) : null;
  const { id } = await db.insertInto("enquiries").values(commonValues({ ...row, createdAt }, attachmentId)).returning("id").executeTakeFirstOrThrow();
  return { id, attachmentId };
}

export async function insertApplication(
  db: Kysely<Database>,
  row: SubmissionRow & { jobId?: number | null; jobTitle?: string } = {},
): Promise<{ id: number; attachmentId: number | null }> {
  const createdAt = row.createdAt ?? new Date().toISOString();
  const attachmentId = row.file ? await insertAttachment(db, row.file, createdAt) : null;
  const { id } = await db
    .insertInto("applications")
    .values({ ...commonValues({ ...row, createdAt }, attachmentId), job_id: row.jobId ?? null, job_title: row.jobTitle ?? "DevOps Engineer" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, attachmentId };
}
