import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The redirects staff manage, under /admin and behind the session-checking layout (see routes.ts).
// The .csv export is a resource route: the layout's loader does not run for it, so it checks the
// session itself. The redirects are answered by the server before routing (server/redirects.ts).
export const redirectsAdminRoutes: RouteConfigEntry[] = [
  route("redirects", "routes/admin/redirects.tsx"),
  route("redirects.csv", "routes/admin/redirects-csv.ts"),
  route("redirects/new", "routes/admin/redirects-new.tsx"),
  route("redirects/import", "routes/admin/redirects-import.tsx"),
  route("redirects/:id", "routes/admin/redirects-edit.tsx"),
];
