import { type AppLoadContext, data } from "react-router";
import { parseEnv } from "#app/config/env.server.ts";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { getSubmission } from "./get-submission.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { parseInboxFilters, readListReturnPosition } from "./inbox-filters.ts";
import { parseInboxNotice } from "./inbox-notice.ts";
import { SUBMISSION_KINDS, type SubmissionTable } from "./submission-kinds.ts";

export function notFound(table: SubmissionTable): never {
  const noun = SUBMISSION_KINDS[table].singular;
  throw data(`There is no such ${noun}: it may have been deleted.`, { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * The loader of both detail pages. The list's filters ride along in the query string, so "back"
 * and the redirect after an action return to the same filtered page of the list.
 */
export async function loadSubmissionDetail(request: Request, context: AppLoadContext, table: SubmissionTable, idParam: string | undefined) {
  await requireStaff(request, context);
  const id = parseRecordId(idParam);
  const submission = id === null ? null : await getSubmission(context.db, table, id);
  if (!submission) notFound(table);
  const params = new URL(request.url).searchParams;
  return data(
    {
      submission,
      filters: parseInboxFilters(params),
      position: readListReturnPosition(params),
      notice: parseInboxNotice(params.get("notice")),
      retentionDays: parseEnv().INBOX_RETENTION_DAYS,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}
