import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's careers pages, under /admin and behind the session-checking layout (see routes.ts).
export const careersAdminRoutes: RouteConfigEntry[] = [
  route("jobs", "routes/admin/jobs.tsx"),
  route("jobs/new", "routes/admin/jobs-new.tsx"),
  route("jobs/:id", "routes/admin/jobs-edit.tsx"),
  route("jobs/:id/delete", "routes/admin/jobs-delete.tsx"),
];
