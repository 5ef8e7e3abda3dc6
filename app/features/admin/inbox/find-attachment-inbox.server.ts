import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * The inbox list a stored file belongs to (the enquiry or the application it came with), so its
 * download can be allowed to the roles of that inbox only; null for a file attached to neither.
 */
export async function findAttachmentInbox(db: Kysely<Database>, attachmentId: number): Promise<"/admin/enquiries" | "/admin/applications" | null> {
  const [enquiry, application] = await Promise.all([
    db.selectFrom("enquiries").select("id").where("attachment_id", "=", attachmentId).executeTakeFirst(),
    db.selectFrom("applications").select("id").where("attachment_id", "=", attachmentId).executeTakeFirst(),
  ]);
  if (enquiry) return "/admin/enquiries";
  if (application) return "/admin/applications";
  return null;
}
