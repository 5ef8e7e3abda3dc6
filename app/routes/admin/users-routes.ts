import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff accounts, under /admin and behind the session-checking layout (see routes.ts); for admins only (staff-policy.ts).
export const usersAdminRoutes: RouteConfigEntry[] = [route("users", "routes/admin/users.tsx")];
