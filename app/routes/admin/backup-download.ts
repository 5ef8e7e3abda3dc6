import type { Route } from "./+types/backup-download";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { downloadHeaders } from "#app/features/admin/inbox/download-headers.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { openServerBackup } from "#app/features/backup/open-server-backup.server.ts";

// One of the server's backups, for admins only (the staff policy), streamed from BACKUP_DIR.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const settings = context.backups.settings;
  const backup = settings ? await openServerBackup(context.db, settings, params.file) : null;
  if (!backup) {
    return new Response("There is no such backup: only the backups listed on the Backups page can be downloaded, and old ones are deleted as new ones are written.", {
      status: 404,
      headers: { ...ADMIN_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(backup.body, { headers: downloadHeaders({ fileName: backup.name, contentType: "application/octet-stream", byteLength: backup.bytes }) });
}
