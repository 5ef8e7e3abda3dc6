import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { clearedSessionCookie, readSessionToken } from "#app/features/admin/session-cookie.server.ts";
import { revokeSession } from "#app/features/admin/sessions.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

// Signing out changes state, so it is POST only: a link or an image cannot sign anyone out.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response("Sign out with the button in the staff console.", {
    status: 405,
    headers: { ...ADMIN_RESPONSE_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  assertValidMutation(request, await readStaffForm(request), session);
  await revokeSession(context.db, readSessionToken(request)!);
  await recordAudit(context.db, { userId: session.userId, action: "staff.sign-out", target: `staff_user:${session.userId}` });
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  headers.append("Set-Cookie", clearedSessionCookie(request));
  throw redirect("/admin/sign-in", { status: 303, headers });
}
