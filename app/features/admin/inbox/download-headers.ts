import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { attachmentContentDisposition } from "./content-disposition.ts";

/**
 * Headers for a file staff download: saved, never shown inline (a visitor's file must not render
 * as a page of our origin), the declared type taken as final, and no copy left in any cache. A
 * file written while it is sent has no length to declare.
 */
export function downloadHeaders(file: { fileName: string; contentType: string; byteLength?: number }): Headers {
  return new Headers({
    ...ADMIN_RESPONSE_HEADERS,
    "Content-Type": file.contentType,
    "Content-Disposition": attachmentContentDisposition(file.fileName),
    ...(file.byteLength === undefined ? {} : { "Content-Length": String(file.byteLength) }),
    "X-Content-Type-Options": "nosniff",
  });
}
