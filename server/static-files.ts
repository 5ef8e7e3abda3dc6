import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { contentSecurityPolicy } from "./security-headers";

export type StaticFile = {
  /**
   * The plain bytes. Left out where a gzip copy is kept: every browser accepts gzip, so the plain
   * copy would be held for the odd client that accepts no compression, at four to ten times the
   * memory of the compressed copies together. plainBodyOf unpacks it for that client.
   */
  body?: Buffer;
  /** The plain bytes' length, kept or not (the Content-Length of an uncompressed answer). */
  plainLength: number;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  /** Unset: the response says nothing about caching (the not-found page, as React Router renders it). */
  cacheControl?: string;
  /** Prerendered HTML: its own CSP with the hashes of its inline scripts. */
  csp?: string;
  /**
   * Other than 200: the rendered not-found page (404), kept for every unknown address. Sent
   * without its ETag and never answered 304: a conditional request applies to a page that exists.
   */
  status?: number;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

// Files above this size stay on disk; everything a page needs is far smaller.
const maxInMemoryBytes = 4 * 1024 * 1024;

/** The plain bytes of a file, unpacked from its gzip copy where they are not kept. */
export function plainBodyOf(file: StaticFile): Buffer {
  if (file.body) return file.body;
  if (!file.gzip) throw new Error("A static file keeps its plain bytes, its gzip copy, or both");
  return zlib.gunzipSync(file.gzip);
}

const inlineScriptPattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 hashes (base64) of every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const attributes = match[1] ?? "";
    // JSON-LD and other data blocks are never executed, so CSP does not govern them.
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(match[2] ?? "", "utf8").digest("base64"));
  }
  return [...hashes];
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data") || !path.extname(urlPath)) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

function readOptional(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Loads the client build into memory: hashed assets, public files and the
 * prerendered pages, each with its precompressed brotli and gzip variants.
 * Keys are URL paths; a prerendered page answers at its clean path ("/", "/solutions").
 */
export function loadStaticFiles(clientDirectory: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const fullPath = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        walk(fullPath);
        continue;
      }
      if (entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      if (statSync(fullPath).size > maxInMemoryBytes) continue;
      const extension = path.extname(entry.name);
      const contentType = contentTypes[extension];
      if (!contentType) continue;
      const relative = `/${path.relative(clientDirectory, fullPath).split(path.sep).join("/")}`;
      const body = readFileSync(fullPath);
      const gzip = readOptional(`${fullPath}.gz`);
      const file: StaticFile = {
        ...(gzip ? {} : { body }),
        plainLength: body.length,
        brotli: readOptional(`${fullPath}.br`),
        gzip,
        contentType,
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
        cacheControl: cacheControlFor(relative),
      };
      if (extension === ".html") {
        file.csp = contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) });
        const cleanPath = relative === "/index.html" ? "/" : relative.replace(/\/index\.html$/, "");
        files.set(cleanPath, file);
        continue;
      }
      files.set(relative, file);
    }
  };
  walk(clientDirectory);
  return files;
}
