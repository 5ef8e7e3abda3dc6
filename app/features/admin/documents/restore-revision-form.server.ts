import { data, redirect, type AppLoadContext } from "react-router";
import type { SiteDocumentName } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { restoreSiteDocumentRevision } from "./site-document-writes.server.ts";

/** The revisions page's form: brings a published version back into the editor at `editorPath`, or says the list is out of date. */
export async function submitRestoreRevisionForm(request: Request, context: AppLoadContext, name: SiteDocumentName, editorPath: string) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const revisionId = parseRecordId(form.get("revisionId"));
  const version = Number(form.get("version"));
  if (revisionId === null || !Number.isInteger(version)) throw data("There is no such revision.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  const result = await restoreSiteDocumentRevision(context.db, name, revisionId, version, { userId: session.userId });
  if (!result.ok && result.reason === "stale") {
    return data({ message: "This changed since the list was shown. Look at the revisions again, then restore." }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  }
  if (!result.ok) throw data("There is no such revision.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  throw redirect(editorPath, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
