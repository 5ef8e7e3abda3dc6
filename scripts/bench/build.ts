// Reuses the build in BUILD_DIR when it was made from the current sources, as `npm start` does.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "../source-fingerprint.ts";

export function ensureBuild(root: string, buildDirectory: string): void {
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const infoPath = path.join(buildDirectory, "build-info.json");
  const current =
    existsSync(infoPath) &&
    existsSync(path.join(buildDirectory, "server/index.js")) &&
    (JSON.parse(readFileSync(infoPath, "utf8")) as { fingerprint?: string }).fingerprint === sourceFingerprint(root, siteUrl);
  if (current) {
    console.log(`bench: reusing the current build in ${path.relative(root, buildDirectory)}/`);
    return;
  }
  console.log(`bench: building into ${path.relative(root, buildDirectory)}/`);
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDirectory, NODE_ENV: "production" } });
}
