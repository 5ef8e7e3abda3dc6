import type { Route } from "./+types/attachment-download";
import { downloadAttachment } from "#app/features/admin/inbox/download-attachment.server.ts";

// A visitor's file, for staff only, always as a download (never rendered in the browser).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return downloadAttachment(request, context, params.id);
}
