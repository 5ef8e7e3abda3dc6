// `npm start`: build when the build is missing or stale, then serve in production mode.
// Migrations and demo content run in the server itself on start.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./source-fingerprint";

const root = process.cwd();
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const infoPath = path.join(buildDirectory, "build-info.json");

function buildIsCurrent(): boolean {
  if (!existsSync(infoPath) || !existsSync(path.join(buildDirectory, "server/index.js"))) return false;
  const info = JSON.parse(readFileSync(infoPath, "utf8")) as { fingerprint?: string };
  return info.fingerprint === sourceFingerprint(root, siteUrl);
}

if (!buildIsCurrent()) {
  console.log("Building the site…");
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
