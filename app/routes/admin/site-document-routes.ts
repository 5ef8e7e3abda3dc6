import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The site-wide documents (settings: company, navigation, footer; the home page; the celebrations
// gallery), under /admin and behind the session-checking layout (see routes.ts). Their previews sit outside it.
export const siteDocumentAdminRoutes: RouteConfigEntry[] = [
  route("settings", "routes/admin/settings.tsx"),
  route("settings/revisions", "routes/admin/settings-revisions.tsx"),
  route("home", "routes/admin/home.tsx"),
  route("home/revisions", "routes/admin/home-revisions.tsx"),
  route("celebrations", "routes/admin/celebrations.tsx"),
  route("celebrations/revisions", "routes/admin/celebrations-revisions.tsx"),
];
