import type { Route } from "./+types/redirects-csv";
import { downloadHeaders } from "#app/features/admin/inbox/download-headers.ts";
import { exportRedirectsCsv } from "#app/features/admin/redirects/export-redirects-csv.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

// The staff redirects as a CSV file the import reads back.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response(exportRedirectsCsv(context.db), { headers: downloadHeaders({ fileName: "redirects.csv", contentType: "text/csv; charset=utf-8" }) });
}
