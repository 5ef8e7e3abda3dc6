import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's page editor, under /admin and behind the session-checking layout (see routes.ts).
export const pagesAdminRoutes: RouteConfigEntry[] = [
  route("pages", "routes/admin/pages.tsx"),
  route("pages/new", "routes/admin/pages-new.tsx"),
  route("pages/:id", "routes/admin/pages-edit.tsx"),
  route("pages/:id/revisions", "routes/admin/pages-revisions.tsx"),
];
