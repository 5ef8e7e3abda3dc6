import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { textContains } from "#app/db/text-contains.ts";
import type { PersonalData, StoredFile, SubmissionRecord } from "./personal-data.ts";

type Reader = Kysely<Database> | Transaction<Database>;

/** The column equals the address in any letter case (the address is lower-cased already). */
function sameAddress(column: string, address: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${address}`;
}

async function fileOf(db: Reader, attachmentId: number | null): Promise<StoredFile | null> {
  if (attachmentId === null) return null;
  const row = await db.selectFrom("attachments").select(["id", "file_name", "content_type", "size_bytes", "sha256"]).where("id", "=", attachmentId).executeTakeFirst();
  return row ? { id: row.id, fileName: row.file_name, contentType: row.content_type, sizeBytes: Number(row.size_bytes), sha256: row.sha256 } : null;
}

/**
 * Everything the site stores about an email address (lower-cased): the visitor's enquiries and
 * applications with their files, comments and mails that name it, audit entries that name it, and
 * the staff account or invitations it has. Files are described, not read: their bytes are only
 * read one at a time, for the download.
 */
export async function findPersonalData(db: Reader, address: string): Promise<PersonalData> {
  const submissionColumns = ["id", "name", "email", "phone", "message", "client_address", "status", "created_at", "handled_at", "attachment_id"] as const;
  const enquiryRows = await db.selectFrom("enquiries").select(submissionColumns).where(sameAddress("email", address)).orderBy("id").execute();
  const applicationRows = await db
    .selectFrom("applications")
    .select([...submissionColumns, "job_title"])
    .where(sameAddress("email", address))
    .orderBy("id")
    .execute();
  const submission = async (row: (typeof enquiryRows)[number]): Promise<SubmissionRecord> => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    clientAddress: row.client_address,
    status: row.status,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    file: await fileOf(db, row.attachment_id),
  });
  const enquiries: SubmissionRecord[] = [];
  for (const row of enquiryRows) enquiries.push(await submission(row));
  const applications: PersonalData["applications"] = [];
  for (const row of applicationRows) applications.push({ ...(await submission(row)), jobTitle: row.job_title });

  const comments = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select(["comments.id", "comments.post_id", "posts.title", "comments.name", "comments.message", "comments.status", "comments.created_at"])
    .where(textContains(["comments.name", "comments.message"], address))
    .orderBy("comments.id")
    .execute();
  const mails = await db
    .selectFrom("outbox")
    .select(["id", "kind", "to_address", "subject", "body_text", "status", "created_at", "sent_at"])
    .where((eb) => eb.or([sameAddress("to_address", address), textContains(["subject", "body_text"], address)]))
    .orderBy("id")
    .execute();
  const auditEntries = await db.selectFrom("audit_log").select(["id", "action", "target", "created_at"]).where(textContains(["target"], address)).orderBy("id").execute();
  const staffAccounts = await db.selectFrom("staff_users").select(["id", "email", "display_name", "role", "disabled_at"]).where(sameAddress("email", address)).orderBy("id").execute();
  const invitations = await db.selectFrom("staff_invitations").select(["id", "email", "role", "status", "created_at"]).where(sameAddress("email", address)).orderBy("id").execute();

  return {
    address,
    enquiries,
    applications,
    comments: comments.map((row) => ({ id: row.id, postId: row.post_id, postTitle: row.title, name: row.name, message: row.message, status: row.status, createdAt: row.created_at })),
    mails: mails.map((row) => ({ id: row.id, kind: row.kind, toAddress: row.to_address, subject: row.subject, bodyText: row.body_text, status: row.status, createdAt: row.created_at, sentAt: row.sent_at })),
    auditEntries: auditEntries.map((row) => ({ id: row.id, action: row.action, target: row.target, createdAt: row.created_at })),
    staffAccounts: staffAccounts.map((row) => ({ id: row.id, email: row.email, displayName: row.display_name, role: row.role, disabledAt: row.disabled_at })),
    invitations: invitations.map((row) => ({ id: row.id, email: row.email, role: row.role, status: row.status, createdAt: row.created_at })),
  };
}
