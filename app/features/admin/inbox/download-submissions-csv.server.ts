import type { AppLoadContext } from "react-router";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { downloadHeaders } from "./download-headers.ts";
import { exportSubmissionsCsv } from "./export-submissions-csv.server.ts";
import { parseInboxFilters } from "./inbox-filters.ts";
import type { SubmissionTable } from "./submission-kinds.ts";

/**
 * The loader of `/admin/enquiries.csv` and `/admin/applications.csv`: the list's filters, every
 * page, as a file streamed while it is read (so without a Content-Length).
 */
export async function downloadSubmissionsCsv(request: Request, context: AppLoadContext, table: SubmissionTable): Promise<Response> {
  const session = await requireStaff(request, context);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const { stream, fileName } = await exportSubmissionsCsv(context.db, { table, filters, userId: session.userId });
  return new Response(stream, { headers: downloadHeaders({ fileName, contentType: "text/csv; charset=utf-8" }) });
}
