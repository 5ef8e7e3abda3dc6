// Part of `npm run build`: bundles the HTTP server (server/ and the app modules it imports) into
// plain JavaScript in BUILD_DIR/runtime, so production runs on `node` alone. Loading TypeScript
// through tsx at start costs about 100 MB of resident memory for the life of the process.
import path from "node:path";
import { build } from "esbuild";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");

await build({
  entryPoints: { main: "server/main.ts" },
  outdir: path.join(buildDirectory, "runtime"),
  bundle: true,
  // Dependencies stay in node_modules; only the project's own code is compiled.
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  // Keeps main.ts's dynamic import a separate chunk: NODE_ENV must be settled before React
  // Router and React are first imported.
  splitting: true,
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(`compiled the server into ${path.relative(process.cwd(), path.join(buildDirectory, "runtime"))}`);
