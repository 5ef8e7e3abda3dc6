import type { RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's blog pages, under /admin and behind the session-checking layout (see routes.ts).
export const blogAdminRoutes: RouteConfigEntry[] = [];
