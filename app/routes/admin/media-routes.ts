import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's media library, under /admin and behind the session-checking layout (see routes.ts).
// The uploader's endpoint is a resource route: the layout's loader does not run for it, so it
// checks the session itself. The files visitors get are served by routes/media-file.ts.
export const mediaAdminRoutes: RouteConfigEntry[] = [
  route("media", "routes/admin/media.tsx"),
  route("media/upload", "routes/admin/media-upload.ts"),
  route("media/:id", "routes/admin/media-item.tsx"),
];
