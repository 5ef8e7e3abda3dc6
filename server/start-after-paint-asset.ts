import { createHash } from "node:crypto";

/*
 * app/start-after-paint.ts is served from /assets under a name that changes with its content, as
 * the bundler names the other assets, so browsers may cache it for good. The build bundles and
 * writes it (scripts/postbuild.ts); the server finds it among the build's files.
 */

export const START_AFTER_PAINT_SOURCE = "app/start-after-paint.ts";

const assetPath = /^\/assets\/start-after-paint-[\w-]{8}\.js$/;

/** The file name in assets/ for this content of the script. */
export function startAfterPaintFileName(source: Buffer | string): string {
  return `start-after-paint-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
}

/** The script's address among a build's file paths (such as "/assets/…"), or undefined. */
export function findStartAfterPaintPath(paths: Iterable<string>): string | undefined {
  for (const candidate of paths) if (assetPath.test(candidate)) return candidate;
  return undefined;
}
