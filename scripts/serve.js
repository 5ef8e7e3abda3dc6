// `npm run serve` (and the end of `npm start`): runs the compiled server of BUILD_DIR with plain
// node. Plain JavaScript on purpose, so no TypeScript loader stays resident in the server.
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(buildDirectory, "runtime/main.js")).href);
