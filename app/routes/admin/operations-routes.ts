import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's operations pages, under /admin and behind the session-checking layout (see routes.ts).
export const operationsAdminRoutes: RouteConfigEntry[] = [
  route("outbox", "routes/admin/outbox.tsx"),
  route("audit", "routes/admin/audit.tsx"),
  route("vitals", "routes/admin/vitals.tsx"),
];
