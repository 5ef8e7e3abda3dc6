import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // BUILD_DIR lets two builds live side by side (parallel test runs); "build" by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static pages are rendered to HTML at build time and served from memory;
  // dynamic pages (blog, careers, forms, staff console) render per request.
  prerender: () => prerenderedPaths(),
  // The whole route manifest ships with the first page, so client navigation
  // never waits on a manifest request and prerendered pages work from files.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
