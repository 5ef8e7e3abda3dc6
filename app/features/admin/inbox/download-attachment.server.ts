import type { AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { requireStaff, roleRefusal } from "#app/features/admin/require-staff.server.ts";
import { mayUse } from "#app/features/admin/staff-policy.ts";
import { downloadContentType } from "./download-content-type.ts";
import { downloadHeaders } from "./download-headers.ts";
import { findAttachmentInbox } from "./find-attachment-inbox.server.ts";
import { getAttachmentForDownload } from "./get-attachment-for-download.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";

/** The loader of `/admin/attachments/:id`: the stored bytes, unchanged, as a download. */
export async function downloadAttachment(request: Request, context: AppLoadContext, idParam: string | undefined): Promise<Response> {
  const session = await requireStaff(request, context);
  const id = parseRecordId(idParam);
  if (id !== null) {
    // The route serves both inboxes' files: sales may take an enquiry's file, not an applicant's CV.
    // A file attached to neither, or an unknown id, is answered to admins only (the file or a 404).
    const inbox = await findAttachmentInbox(context.db, id);
    if (!(inbox ? mayUse(session.role, inbox) : session.role === "admin")) throw roleRefusal();
  }
  const attachment = id === null ? null : await getAttachmentForDownload(context.db, id, session.userId);
  if (!attachment) {
    return new Response("There is no such attachment: it may have been deleted.", {
      status: 404,
      headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(new Uint8Array(attachment.data), {
    headers: downloadHeaders({ fileName: attachment.fileName, contentType: downloadContentType(attachment.contentType), byteLength: attachment.data.length }),
  });
}
