import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bareDynamicImports } from "./scripts/vite/bare-dynamic-imports.ts";
import { clientChunks } from "./scripts/vite/client-chunks.ts";
import { startAfterPaintEntry } from "./scripts/vite/start-after-paint-entry.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), bareDynamicImports(), startAfterPaintEntry()],
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP needs no data: sources.
    assetsInlineLimit: 0,
    // No preloading of what dynamic imports import: the few modules an island or a custom element
    // imports are fetched after the first paint anyway (server/optimize-page-html.ts). Vite still
    // wraps each dynamic import in its helper; bareDynamicImports removes it.
    modulePreload: false,
    // Terser's second pass leaves the client's scripts some 2% smaller (gzip) than the default
    // minifier's single pass: 0.8 KB on a page with a form, most of it React DOM.
    minify: isSsrBuild ? false : "terser",
    // The preload helper keeps its name, which bareDynamicImports looks for: a short one would be
    // reused by the minified code's local variables.
    terserOptions: { compress: { passes: 2 }, mangle: { reserved: ["__vitePreload"] } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks } },
  },
}));
