import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const inputs = ["app", "server", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

/**
 * A hash over what the build reads (paths, sizes, modification times), the public site URL
 * and the web-vitals sample rate baked into prerendered pages: when it changes, the build is stale.
 */
export function sourceFingerprint(root: string, siteUrl: string): string {
  const hash = createHash("sha256").update(siteUrl).update(`\n${process.env.VITALS_SAMPLE_RATE ?? ""}`);
  const visit = (target: string) => {
    let stats;
    try {
      stats = statSync(target);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(target).sort()) {
        if (name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
        visit(path.join(target, name));
      }
      return;
    }
    hash.update(`${path.relative(root, target)}:${stats.size}:${stats.mtimeMs}\n`);
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest("hex");
}
