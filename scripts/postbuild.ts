// After `react-router build`: precompress every text file of the client build
// with brotli and gzip at maximum settings (the server sends them as they are),
// and record what the build was made from.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createCriticalCss } from "../server/critical-css.ts";
import { optimizePageHtml } from "../server/optimize-page-html.ts";
import { START_AFTER_PAINT_SOURCE, findStartAfterPaintPath } from "../server/start-after-paint-asset.ts";
import { sourceFingerprint } from "./source-fingerprint";
import { prerenderStamps } from "../app/features/pages/prerender-stamps.ts";
import { seededSite } from "../app/features/pages/published-site.ts";
import { PRERENDER_STAMPS_FILE } from "../server/prerendered-pages.ts";
import { parseSiteUrl } from "../app/config/site-url.ts";

const root = process.cwd();
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDirectory = path.join(buildDirectory, "client");
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt", ".data", ".webmanifest", ".ico"]);

// The first step of every optimised page's bootstrap: an entry of the client build
// (scripts/vite/start-after-paint-entry.ts).
const startAfterPaint = findStartAfterPaintPath(readdirSync(path.join(clientDirectory, "assets")).map((file) => `/assets/${file}`));
if (!startAfterPaint) throw new Error(`the client build holds no bundle of ${START_AFTER_PAINT_SOURCE}`);

// Prerendered pages first get the rewrites that let them paint before any script runs.
let optimized = 0;
const criticalCss = createCriticalCss((href) => {
  try {
    return readFileSync(path.join(clientDirectory, href), "utf8");
  } catch {
    return undefined;
  }
});
const optimizePages = (directory: string) => {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const fullPath = path.join(directory, entry.name);
    if (entry.isDirectory()) optimizePages(fullPath);
    else if (entry.name.endsWith(".html")) {
      const html = readFileSync(fullPath, "utf8");
      const rewritten = optimizePageHtml(html, criticalCss, startAfterPaint);
      if (rewritten !== html) optimized += 1;
      writeFileSync(fullPath, rewritten);
    }
  }
};
optimizePages(clientDirectory);
console.log(`optimized ${optimized} prerendered pages`);

let count = 0;
const walk = (directory: string) => {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const fullPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      walk(fullPath);
      continue;
    }
    if (!compressible.has(path.extname(entry.name))) continue;
    const body = readFileSync(fullPath);
    if (body.length < 512) continue;
    writeFileSync(
      `${fullPath}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${fullPath}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
};
walk(clientDirectory);

const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
writeFileSync(path.join(buildDirectory, "build-info.json"), JSON.stringify({ fingerprint: sourceFingerprint(root, siteUrl), siteUrl }, null, 2));
console.log(`precompressed ${count} files`);

// The fingerprint of what each prerendered page shows that staff can change: the server stops
// serving a prerendered page once the published content's fingerprint differs (server/prerendered-pages.ts).
writeFileSync(path.join(buildDirectory, PRERENDER_STAMPS_FILE), JSON.stringify(prerenderStamps(seededSite, parseSiteUrl(process.env.SITE_URL)), null, 2));
