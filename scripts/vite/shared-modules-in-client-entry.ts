/**
 * Rollup gives each module that two chunks share a chunk of its own. The custom elements share
 * small modules with the route modules (entries of their own in a React Router build, which
 * render the same markup in the staff console) and with each other: the header's menu-button
 * labels, the carousels' wrap-around index, the first gesture, the gallery's viewer data. Each
 * was a chunk of 130–330 bytes, one more request and its tasks on the main thread on the public
 * pages that load it. Kept in the client entry instead, which every page has loaded before any
 * element's module, they cost nothing more. tests/integration/budgets.test.ts fails when a public
 * page loads another such chunk.
 */
const MODULES_IN_CLIENT_ENTRY = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/components\/layout\/mobile-menu-button\.ts$/,
  /\/app\/components\/carousel\/wrap-index\.ts$/,
  /\/app\/components\/first-gesture\.ts$/,
  /\/app\/components\/gallery\/photo-viewer-data\.ts$/,
];

/**
 * A `manualChunks` for the client build: those modules go into the chunk of the client entry.
 * Rollup would put what they import there too, Vite's preload helper included, which stays a
 * chunk of its own so that bareDynamicImports (bare-dynamic-imports.ts) can drop it.
 */
export function sharedModulesInClientEntry(id: string): string | undefined {
  if (id.includes("vite/preload-helper")) return "preload-helper";
  return MODULES_IN_CLIENT_ENTRY.some((pattern) => pattern.test(id)) ? "entry.client" : undefined;
}
