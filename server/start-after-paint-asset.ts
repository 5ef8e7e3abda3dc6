/*
 * app/start-after-paint.ts is served from /assets under a name that changes with its content, as
 * the bundler names the other assets, so browsers may cache it for good: it is an entry of the
 * client build (scripts/vite/start-after-paint-entry.ts), which the server finds among the
 * build's files.
 */

export const START_AFTER_PAINT_SOURCE = "app/start-after-paint.ts";

const assetPath = /^\/assets\/start-after-paint-[\w-]{8}\.js$/;

/** The script's address among a build's file paths (such as "/assets/…"), or undefined. */
export function findStartAfterPaintPath(paths: Iterable<string>): string | undefined {
  for (const candidate of paths) if (assetPath.test(candidate)) return candidate;
  return undefined;
}
