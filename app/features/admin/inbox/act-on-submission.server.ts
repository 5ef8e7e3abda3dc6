import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { deleteSubmission } from "./delete-submission.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { inboxSearchParams, parseInboxFilters, readListReturnPosition } from "./inbox-filters.ts";
import type { InboxNotice } from "./inbox-notice.ts";
import { notFound } from "./load-submission-detail.server.ts";
import { setSubmissionStatus } from "./set-submission-status.server.ts";
import { SUBMISSION_KINDS, type SubmissionTable } from "./submission-kinds.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

export const SUBMISSION_INTENTS = ["mark-handled", "mark-new", "delete"] as const;
export const UNKNOWN_INTENT_MESSAGE = "That action is not available. Use one of the buttons on this page.";

const actionSchema = z.object({ intent: z.enum(SUBMISSION_INTENTS, { error: UNKNOWN_INTENT_MESSAGE }) });

function withNotice(path: string, params: URLSearchParams, notice: InboxNotice): string {
  params.set("notice", notice);
  return `${path}?${params.toString()}`;
}

/** The action of both detail pages: mark handled, mark new, or delete (the page asks for confirmation first). */
export async function actOnSubmission(request: Request, context: AppLoadContext, table: SubmissionTable, idParam: string | undefined) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const id = parseRecordId(idParam);
  if (id === null) notFound(table);
  const parsed = actionSchema.safeParse({ intent: form.get("intent") });
  if (!parsed.success) {
    return data({ errors: { intent: parsed.error.issues[0]?.message ?? UNKNOWN_INTENT_MESSAGE } }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  }

  const kind = SUBMISSION_KINDS[table];
  const params = new URL(request.url).searchParams;
  const listParams = inboxSearchParams(parseInboxFilters(params), {}, readListReturnPosition(params));
  if (parsed.data.intent === "delete") {
    if (!(await deleteSubmission(context.db, { table, id, userId: session.userId }))) notFound(table);
    throw redirect(withNotice(kind.listPath, listParams, "deleted"), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }
  const status = parsed.data.intent === "mark-handled" ? "handled" : "new";
  if (!(await setSubmissionStatus(context.db, { table, id, status, userId: session.userId }))) notFound(table);
  throw redirect(withNotice(`${kind.listPath}/${id}`, listParams, status), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
