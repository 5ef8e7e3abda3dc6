import routes from "../../app/routes.ts";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

function pages(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const here = entry.path || entry.index ? [{ path: own || "/", file: entry.file }] : [];
    return [...here, ...pages(entry.children ?? [], own)];
  });
}

/**
 * Every staff console page that opens without an id, read from the route config so a new screen
 * is checked as soon as it exists: `.tsx` modules only (the `.ts` ones are downloads and actions),
 * and not the sign-in page, which the public sweeps reach without a session.
 */
export function staffPaths(): string[] {
  return pages(routes as RouteEntry[])
    .filter(({ path, file }) => path.startsWith("/admin") && file.endsWith(".tsx") && !path.includes(":") && path !== "/admin/sign-in")
    .map(({ path }) => path);
}
