import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation, FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "#app/features/admin/csrf.server.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { readMediaUpload, type ReceivedMediaFile } from "#app/features/media/read-media-upload.server.ts";
import type { MediaFileResult } from "./media-file-result.ts";

export type ReceivedPictures<R> = { ok: true; results: (R | MediaFileResult)[]; skippedFiles: boolean } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a staff post of pictures (the `file` input, up to `maxFiles`), checking the CSRF token
 * before any file, and hands each picture to `onFile`. A file refused while it arrives gets its
 * answer here; a post that cannot be read at all is answered only once its body is drained, so
 * the browser, still sending, gets to see why. A refused CSRF token is thrown as its 403.
 */
export async function receivePictures<R>(request: Request, session: StaffSession, maxFiles: number, onFile: (file: ReceivedMediaFile) => Promise<R>): Promise<ReceivedPictures<R>> {
  // Before the body is looked at: a post from another site is refused whatever it carries.
  if (!isSameOrigin(request)) {
    throw new Response(FOREIGN_ORIGIN_MESSAGE, { status: 403, headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const upload = await readMediaUpload<R | MediaFileResult>(
    request,
    { fileField: "file", maxFiles },
    {
      checkFields: (fields) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        assertValidMutation(request, form, session);
      },
      onFile,
      onRefusal: (fileName, refusal) => ({ ok: false, fileName, ...refusal }),
    },
  );
  if (upload.ok) return { ok: true, results: upload.results, skippedFiles: upload.skippedFiles };
  await upload.bodyDrained;
  return { ok: false, status: upload.status, message: upload.message };
}
