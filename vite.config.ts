import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bareDynamicImports } from "./scripts/vite/bare-dynamic-imports.ts";
import { clientChunking } from "./scripts/vite/client-chunks.ts";
import { startAfterPaintEntry } from "./scripts/vite/start-after-paint-entry.ts";
import { terserForTheClient } from "./scripts/vite/terser-for-the-client.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), bareDynamicImports(), startAfterPaintEntry(), terserForTheClient(), clientChunking()],
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP needs no data: sources.
    assetsInlineLimit: 0,
    // No preloading of what dynamic imports import: the few modules an island or a custom element
    // imports are fetched after the first paint anyway (server/optimize-page-html.ts). Vite still
    // wraps each dynamic import in its helper; bareDynamicImports removes it.
    modulePreload: false,
  },
});
