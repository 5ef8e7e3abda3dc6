import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";

export type DownloadableAttachment = { id: number; fileName: string; contentType: string; data: Buffer };

/**
 * A stored file with its bytes, recording that this staff member downloaded it: visitors' CVs and
 * documents are personal data, and who took a copy is worth knowing. Null for an unknown id.
 */
export async function getAttachmentForDownload(db: Kysely<Database>, id: number, userId: number, now = new Date()): Promise<DownloadableAttachment | null> {
  const row = await db.selectFrom("attachments").select(["id", "file_name", "content_type", "data"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  await recordAudit(db, { userId, action: "attachment.download", target: `attachment:${row.id}` }, now);
  return { id: row.id, fileName: row.file_name, contentType: row.content_type, data: Buffer.from(row.data) };
}
