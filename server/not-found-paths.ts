import type { ServerBuild } from "react-router";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/**
 * Whether a page request for `pathname` (as `new URL(…).pathname` gives it) reaches no route but
 * the catch-all `*` (app/routes/not-found.tsx), answered 404 by the root's error page whatever
 * the path: the rendered-page cache answers all of those from one rendering.
 *
 * React Router decides by matching the path against every route of the build, which it does per
 * request; here the routes' patterns are compiled once, the way React Router compiles them
 * (`compilePath` and `decodePath` in react-router's matching: a param is one segment, trailing
 * slashes are ignored, case too unless a route asks otherwise, percent-escapes are decoded), so
 * the answer costs one regular expression. not-found-paths.test.ts holds it to React Router's own
 * `matchRoutes` over the routes of app/routes.ts. Whenever in doubt (a basename, a build without
 * server rendering, a data request, a path that does not decode) the answer is no: the request
 * is then rendered as before, which is only slower.
 */
export function createNotFoundPathTest(build: Pick<ServerBuild, "routes" | "basename" | "ssr" | "routeDiscovery">): (pathname: string) => boolean {
  if ((build.basename && build.basename !== "/") || !build.ssr) return () => false;
  const routes: RouteEntry[] = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const parentPath = parent ? fullPath(parent) : "";
    const own = route.path ?? "";
    return own.startsWith("/") ? own : `${parentPath}/${own}`.replace(/\/\/+/g, "/");
  };
  const sensitive: string[] = [];
  const insensitive: string[] = [];
  for (const route of routes) {
    // A route without a path (a layout) matches nothing by itself, only through its children.
    if (route.path === undefined && !route.index) continue;
    const path = fullPath(route);
    // The catch-all itself: what is left once no other route claims the path.
    if (path === "/*" || path === "*") continue;
    (route.caseSensitive ? sensitive : insensitive).push(patternOf(path));
  }
  const claimedSensitive = sensitive.length > 0 ? new RegExp(sensitive.join("|")) : null;
  const claimedInsensitive = insensitive.length > 0 ? new RegExp(insensitive.join("|"), "i") : null;
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? (build.routeDiscovery.manifestPath ?? "/__manifest") : null;

  return (pathname) => {
    // A data request (client navigation) gets React Router's own data answer, not the page.
    if (pathname.endsWith(".data") || pathname === manifestPath) return false;
    const decoded = decodePath(pathname);
    if (decoded === null) return false;
    return !(claimedInsensitive?.test(decoded) || claimedSensitive?.test(decoded));
  };
}

/** React Router's pattern for a route's whole path, anchored at both ends. */
function patternOf(path: string): string {
  let source = `^${path
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)(\?)?/g, (match, _name: string, optional: string | undefined, index: number, whole: string) => {
      if (!optional) return "/[^\\/]+";
      const next = whole.charAt(index + match.length);
      return next && next !== "/" ? "/[^\\/]*" : "(?:/[^\\/]*)?";
    })
    .replace(/\/([\w-]+)\?(\/|$)/g, "(?:/$1)?$2")}`;
  if (path.endsWith("*")) source += path === "*" || path === "/*" ? ".*$" : "(?:\\/.+|\\/*)$";
  else source += "\\/*$";
  return `(?:${source})`;
}

/** Each segment decoded as React Router decodes it (an encoded slash stays one segment); null when it does not decode. */
function decodePath(pathname: string): string | null {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return null;
  }
}
