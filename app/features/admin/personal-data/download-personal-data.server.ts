import { type AppLoadContext, data } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { downloadHeaders } from "#app/features/admin/inbox/download-headers.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { addressFingerprint } from "./address-fingerprint.server.ts";
import { findPersonalData } from "./find-personal-data.server.ts";
import { personalDataAddressSchema } from "./personal-data-address.ts";
import { writePersonalDataZip } from "./write-personal-data-zip.server.ts";

/**
 * The action of `/admin/personal-data/download`: everything stored about the posted address as
 * one ZIP. A form post, so the address stays out of URLs, server logs and the browser's history.
 */
export async function downloadPersonalData(request: Request, context: AppLoadContext): Promise<Response> {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const parsed = personalDataAddressSchema.safeParse(form.get("email") ?? "");
  if (!parsed.success) throw data(parsed.error.issues[0]!.message, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const now = new Date();
  const found = await findPersonalData(context.db, parsed.data);
  const files = found.enquiries.filter((row) => row.file).length + found.applications.filter((row) => row.file).length;
  // Who took a copy of someone's data is worth knowing, as for a single file (the address itself is not kept).
  await recordAudit(context.db, { userId: session.userId, action: "personal-data.export", target: `sha256:${addressFingerprint(parsed.data)} (${files} ${files === 1 ? "file" : "files"})` }, now);
  const stamp = now.toISOString().slice(0, 10);
  return new Response(writePersonalDataZip(context.db, found, now), { headers: downloadHeaders({ fileName: `personal-data-${stamp}.zip`, contentType: "application/zip" }) });
}
