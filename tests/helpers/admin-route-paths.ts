import routes from "#app/routes.ts";
import { PUBLIC_STAFF_PATHS } from "#app/features/admin/staff-policy.ts";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

export type AdminRoute = {
  path: string;
  file: string;
  /** Under the console's layout, whose error boundary explains a refusal; the editors' previews are not. */
  inConsole: boolean;
};

function flatten(entries: RouteEntry[], parent = "", inConsole = false): AdminRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const inside = inConsole || entry.file === "routes/admin/layout.tsx";
    const here = entry.path || entry.index ? [{ path: own || "/", file: entry.file, inConsole: inside }] : [];
    return [...here, ...flatten(entry.children ?? [], own, inside)];
  });
}

/**
 * Every staff console route of app/routes.ts as the router writes its path (`/admin/jobs/:id`),
 * with its module, except the pages open to everyone (sign-in, the mailed account links).
 */
export function adminRoutes(): AdminRoute[] {
  const seen = new Set<string>();
  return flatten(routes as RouteEntry[]).filter(({ path }) => {
    if (!(path === "/admin" || path.startsWith("/admin/")) || PUBLIC_STAFF_PATHS.includes(path) || seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}
