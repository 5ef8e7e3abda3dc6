// The first half of `npm start` (the second, scripts/serve.js, runs the server): builds into
// BUILD_DIR unless the build there was made from the current sources. `npm run bench` uses it too.
// Migrations and demo content run in the server itself on start.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sourceFingerprint } from "./source-fingerprint.ts";

export function ensureBuild(root: string, buildDirectory: string): void {
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const infoPath = path.join(buildDirectory, "build-info.json");
  const current =
    existsSync(infoPath) &&
    existsSync(path.join(buildDirectory, "server/index.js")) &&
    existsSync(path.join(buildDirectory, "runtime/main.js")) &&
    (JSON.parse(readFileSync(infoPath, "utf8")) as { fingerprint?: string }).fingerprint === sourceFingerprint(root, siteUrl);
  if (current) {
    console.log(`Reusing the current build in ${path.relative(root, buildDirectory) || "."}/`);
    return;
  }
  console.log(`Building the site into ${path.relative(root, buildDirectory)}/…`);
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDirectory, NODE_ENV: "production" } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuild(process.cwd(), path.resolve(process.env.BUILD_DIR ?? "build"));
}
