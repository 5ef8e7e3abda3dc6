import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's operations pages, under /admin and behind the session-checking layout (see routes.ts).
export const operationsAdminRoutes: RouteConfigEntry[] = [
  route("outbox", "routes/admin/outbox.tsx"),
  route("audit", "routes/admin/audit.tsx"),
  route("vitals", "routes/admin/vitals.tsx"),
  route("backups", "routes/admin/backups.tsx"),
  route("backups/:file", "routes/admin/backup-download.ts"),
  route("personal-data", "routes/admin/personal-data.tsx"),
  route("personal-data/download", "routes/admin/personal-data-download.ts"),
];
