import type { Route } from "./+types/media-upload";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { addMediaItem } from "#app/features/admin/media/add-media-item.server.ts";
import type { MediaFileResult } from "#app/features/admin/media/media-file-result.ts";
import { receivePictures } from "#app/features/admin/media/receive-pictures.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

function json(body: MediaFileResult | { ok: false; message: string }, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...ADMIN_RESPONSE_HEADERS, ...headers } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response("Post a picture to upload it; the media library is at /admin/media.", {
    status: 405,
    headers: { ...ADMIN_RESPONSE_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// The uploader's endpoint: one picture per request, answered in JSON (the page's own action takes
// the same pictures from a form sent without JavaScript).
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const received = await receivePictures(request, session, 1, (file) => addMediaItem(context.db, file, session.userId));
  if (!received.ok) return json({ ok: false, message: received.message }, received.status);
  const [result] = received.results;
  if (!result) return json({ ok: false, message: "No picture was sent. Choose a file and try again." }, 400);
  if (result.ok) return json(result, 201);
  return json(result, result.status, result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {});
}
