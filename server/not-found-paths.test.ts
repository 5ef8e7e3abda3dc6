import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { createNotFoundPathTest } from "./not-found-paths.ts";

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: ConfigEntry[] };
type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

// app/routes.ts as the build lists it (a flat manifest under "root") and as React Router's matcher takes it (a tree).
const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
function addToManifest(entries: ConfigEntry[], parentId: string) {
  for (const entry of entries) {
    const id = entry.id ?? `${entry.file}#${Object.keys(manifest).length}`;
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
    addToManifest(entry.children ?? [], id);
  }
}
addToManifest(routes as ConfigEntry[], "root");

function toTree(parentId: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = toTree(route.id);
      return route.index
        ? // An index route under prefix() keeps its path ("admin"), as in the build's manifest.
          { id: route.id, index: true as const, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}
const tree: RouteObject[] = [{ id: "root", path: "", children: toTree("root") }];

/** React Router's own answer: the path's deepest match is the catch-all. */
function reachesCatchAll(pathname: string): boolean {
  const matches = matchRoutes(tree, pathname);
  return !matches || matches.at(-1)?.route.path === "*";
}

const isNotFoundPath = createNotFoundPathTest({
  routes: manifest as never,
  basename: "/",
  ssr: true,
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
});

/** Every route's path with its params filled in, then variants React Router still matches or no longer does. */
function samplePaths(): string[] {
  const declared = Object.values(manifest)
    .filter((route) => route.path)
    .map((route) => {
      let path = route.path!;
      for (let parent = manifest[route.parentId ?? ""]; parent; parent = manifest[parent.parentId ?? ""]) {
        if (parent.path) path = `${parent.path}/${path}`;
      }
      return `/${path.replace(/:[\w-]+/g, "7").replace(/\*$/, "anything")}`;
    });
  // A URL's pathname is never empty: "/blog" cut back to its parent is "/".
  const variants = declared.flatMap((path) => [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/extra`, `${path}x`, path.replace(/\/[^/]*$/, "") || "/"]);
  return [
    ...new Set([
      ...variants,
      "/",
      "/no-such-page",
      "/wp-login.php",
      "/.env",
      "/services",
      "/aboutus",
      "/blog/7/comments/x",
      "/%62log",
      "/blog/%37",
      "/services/a%2Fb",
      "//blog",
      "/blog//7",
      "/admin/no-such",
      "/media",
      "/media/a/b",
      "/assets/missing.js",
      "/sitemap.xml/x",
    ]),
  ];
}

describe("paths only the catch-all route claims", () => {
  it("are exactly those React Router sends to the catch-all, for every route of app/routes.ts and its variants", () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(200);
    const disagreements = paths.filter((path) => isNotFoundPath(path) !== reachesCatchAll(path));
    expect(disagreements).toEqual([]);
    // Both kinds are there, so the comparison says something.
    expect(paths.filter(isNotFoundPath).length).toBeGreaterThan(50);
    expect(paths.filter((path) => !isNotFoundPath(path)).length).toBeGreaterThan(50);
  });

  it("knows the site's pages and the unknown addresses scanners ask for", () => {
    for (const path of ["/", "/blog", "/blog/12", "/BLOG/12/", "/services/no-such-service", "/admin", "/admin/posts", "/robots.txt", "/media/x.webp"]) {
      expect(isNotFoundPath(path), path).toBe(false);
    }
    for (const path of ["/no-such-page", "/wp-admin/setup-config.php", "/services", "/blog/1/2", "/careers/x"]) {
      expect(isNotFoundPath(path), path).toBe(true);
    }
  });

  it("leaves data requests and undecodable paths to React Router", () => {
    expect(isNotFoundPath("/no-such-page.data")).toBe(false);
    expect(isNotFoundPath("/no-such/_.data")).toBe(false);
    expect(isNotFoundPath("/no-such-%zz")).toBe(false);
  });

  it("claims nothing under a basename it does not handle", () => {
    const underBasename = createNotFoundPathTest({ routes: manifest as never, basename: "/site", ssr: true, routeDiscovery: { mode: "initial", manifestPath: "/__manifest" } });
    expect(underBasename("/site/no-such-page")).toBe(false);
  });
});
