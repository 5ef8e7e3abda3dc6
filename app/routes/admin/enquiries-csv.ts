import type { Route } from "./+types/enquiries-csv";
import { downloadSubmissionsCsv } from "#app/features/admin/inbox/download-submissions-csv.server.ts";

// The enquiries list, as filtered by the same query string, as a CSV file.
export function loader({ request, context }: Route.LoaderArgs) {
  return downloadSubmissionsCsv(request, context, "enquiries");
}
