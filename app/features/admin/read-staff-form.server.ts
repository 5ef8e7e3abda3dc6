import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";

// A post's Markdown is the largest thing a staff form carries; nothing legitimate comes near this.
const MAX_STAFF_FORM_BYTES = 2 * 1024 * 1024;
// Beyond this a refused body is not worth reading to the end; the connection is closed instead.
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export const BROKEN_FORM_MESSAGE = "The form could not be read. Reload the page and try again.";
export const FORM_TOO_LARGE_MESSAGE = "The form is too large to be saved. Shorten the text and try again.";

function refuse(status: number, message: string): Response {
  return new Response(message, { status, headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The fields of a staff form. `request.formData()` throws a TypeError on a broken body, which the
 * framework would answer with a 500, and reads a body of any size: both become a 4xx here. Read
 * only after `requireStaff`, so only a signed-in session can make the server read a body at all.
 */
export async function readStaffForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_STAFF_FORM_BYTES) {
    // Read and drop the body first: answering while it still arrives resets the connection, and
    // the browser would show a network error instead of the message.
    if (declared <= MAX_DRAINED_BYTES) await request.arrayBuffer().catch(() => undefined);
    throw refuse(413, FORM_TOO_LARGE_MESSAGE);
  }
  try {
    return await request.formData();
  } catch {
    throw refuse(400, BROKEN_FORM_MESSAGE);
  }
}
