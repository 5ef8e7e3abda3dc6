import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP needs no data: sources.
    assetsInlineLimit: 0,
    // No preloading helper around dynamic imports: every public page would load it (0.65 KB gzip)
    // to fetch the few modules an island or a custom element imports in parallel instead of after
    // one another, which happens after the first paint anyway (server/optimize-page-html.ts).
    modulePreload: false,
  },
});
