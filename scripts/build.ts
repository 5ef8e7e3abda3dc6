// `npm run build`: a clean production build into BUILD_DIR (default "build"),
// the compiled server, then the post-build step (precompression, build record).
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
rmSync(buildDirectory, { recursive: true, force: true });
execSync("react-router build", { stdio: "inherit" });
execSync("tsx scripts/compile-server.ts", { stdio: "inherit" });
execSync("tsx scripts/postbuild.ts", { stdio: "inherit" });
