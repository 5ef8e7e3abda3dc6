import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bareDynamicImports } from "./scripts/vite/bare-dynamic-imports.ts";
import { sharedModulesInClientEntry } from "./scripts/vite/shared-modules-in-client-entry.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), bareDynamicImports()],
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP needs no data: sources.
    assetsInlineLimit: 0,
    // No preloading of what dynamic imports import: the few modules an island or a custom element
    // imports are fetched after the first paint anyway (server/optimize-page-html.ts). Vite still
    // wraps each dynamic import in its helper; bareDynamicImports removes it.
    modulePreload: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: sharedModulesInClientEntry } },
  },
}));
