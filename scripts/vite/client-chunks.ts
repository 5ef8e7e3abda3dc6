import type { ManualChunkMeta } from "rollup";
import type { Plugin } from "vite";
import { START_AFTER_PAINT_SOURCE } from "../../server/start-after-paint-asset.ts";

/**
 * Rollup gives each module that two chunks share a chunk of its own. The custom elements share
 * small modules with the route modules (entries of their own in a React Router build, which
 * render the same markup in the staff console) and with each other: the header's menu-button
 * labels, the carousels' wrap-around index, the gallery's viewer data. Each
 * was a chunk of 130–330 bytes, one more request and its tasks on the main thread on the public
 * pages that load it. Kept in the client entry instead, which every page has loaded before any
 * element's module, they cost nothing more. tests/integration/budgets.test.ts fails when a public
 * page loads another such chunk.
 */
const MODULES_IN_CLIENT_ENTRY = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/components\/layout\/mobile-menu-button\.ts$/,
  /\/app\/components\/carousel\/wrap-index\.ts$/,
  /\/app\/components\/gallery\/photo-viewer-data\.ts$/,
];

/**
 * What every island loads with React: React, React DOM and its scheduler, the JSX runtime and the
 * island hydration itself. Apart, they were four chunks that every page with a form fetches
 * together; in one file they compress as one, some 600 bytes smaller (gzip), and come in one
 * request. The staff console, which loads React too, loads the few hundred bytes of the hydration
 * with it.
 */
const MODULES_IN_ISLAND_HYDRATION = [/\/node_modules\/(react|react-dom|scheduler)\//, /\/app\/islands\/hydrate-island\.ts$/];

// Rollup hands `manualChunks` one meta object per build, the same for each of its modules.
const startAfterPaintGraphs = new WeakMap<ManualChunkMeta, Set<string>>();

/** app/start-after-paint.ts and every module it imports, at any depth: what its chunk holds. Walked once a build. */
function startAfterPaintGraph(meta: ManualChunkMeta): Set<string> {
  let graph = startAfterPaintGraphs.get(meta);
  if (!graph) {
    graph = walkStartAfterPaint(meta);
    startAfterPaintGraphs.set(meta, graph);
  }
  return graph;
}

function walkStartAfterPaint({ getModuleInfo, getModuleIds }: ManualChunkMeta): Set<string> {
  const entry = [...getModuleIds()].find((id) => id.endsWith(`/${START_AFTER_PAINT_SOURCE}`));
  const graph = new Set<string>();
  const visit = (id: string) => {
    if (graph.has(id)) return;
    graph.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  if (entry) visit(entry);
  return graph;
}

/**
 * A `manualChunks` for the client build. The modules of app/start-after-paint.ts go into its chunk
 * (an entry of the build: start-after-paint-entry.ts), which every public page loads first: the
 * client entry imports those it shares with it from there, where they were two copies before. The
 * modules above go into the chunk of the client entry, or of the island hydration (named after
 * its module, hydrate-island.ts). Rollup would put what they import there too, Vite's preload
 * helper included, which stays a chunk of its own so that bareDynamicImports
 * (bare-dynamic-imports.ts) can drop it.
 */
function clientChunks(id: string, meta: ManualChunkMeta): string | undefined {
  if (id.includes("vite/preload-helper")) return "preload-helper";
  if (startAfterPaintGraph(meta).has(id)) return "start-after-paint";
  if (MODULES_IN_CLIENT_ENTRY.some((pattern) => pattern.test(id))) return "entry.client";
  if (MODULES_IN_ISLAND_HYDRATION.some((pattern) => pattern.test(id))) return "hydrate-island";
  return undefined;
}

/**
 * Applies clientChunks to the client build only. A React Router build shares its top-level
 * settings between the client and the server environments, so a `manualChunks` set there splits
 * the server's build by the same rule, to no purpose.
 */
export function clientChunking(): Plugin {
  return {
    name: "client-chunking",
    apply: "build",
    configEnvironment: (name) =>
      name === "client" ? { build: { rollupOptions: { output: { manualChunks: clientChunks } } } } : null,
  };
}
