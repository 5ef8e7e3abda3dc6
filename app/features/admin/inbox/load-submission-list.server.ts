import { type AppLoadContext, data } from "react-router";
import { parseEnv } from "#app/config/env.server.ts";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { parseInboxFilters } from "./inbox-filters.ts";
import { parseInboxNotice } from "./inbox-notice.ts";
import { type JobChoice, listJobChoices } from "./list-job-choices.server.ts";
import { listSubmissions } from "./list-submissions.server.ts";
import type { SubmissionTable } from "./submission-kinds.ts";

/** The loader of both inbox lists: the filters from the URL, one page of rows, and for applications the jobs to filter by. */
export async function loadSubmissionList(request: Request, context: AppLoadContext, table: SubmissionTable) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filters = parseInboxFilters(params);
  const position = readListPosition(params);
  const [list, jobs] = await Promise.all([
    listSubmissions(context.db, table, filters, position),
    table === "applications" ? listJobChoices(context.db) : Promise.resolve<JobChoice[] | null>(null),
  ]);
  return data(
    {
      filters,
      position,
      list,
      jobs,
      notice: parseInboxNotice(params.get("notice")),
      retentionDays: parseEnv().INBOX_RETENTION_DAYS,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}
