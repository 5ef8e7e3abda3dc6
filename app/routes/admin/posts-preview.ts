import type { Route } from "./+types/posts-preview";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { renderPostPreview } from "#app/features/admin/posts/render-post-preview.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

// The editor's live preview: Markdown in, the blog's sanitised HTML out, as JSON.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response("Post the content to preview.", {
    status: 405,
    headers: { ...ADMIN_RESPONSE_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const preview = renderPostPreview(form.get("content"));
  if (!preview.ok) return Response.json({ error: preview.message }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  return Response.json({ html: preview.html }, { headers: ADMIN_RESPONSE_HEADERS });
}
