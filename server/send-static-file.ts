import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { securityHeaders } from "./security-headers.ts";
import { plainBodyOf, type StaticFile } from "./static-files.ts";

type Encoding = "br" | "gzip" | "identity";

/**
 * The complete response headers of one in-memory file, per encoding, built
 * once: a hit is then a single writeHead with no per-header work, which is most
 * of what a prerendered page costs to serve.
 */
function buildHeaders(file: StaticFile): Record<Encoding | "notModified", OutgoingHttpHeaders> {
  const common: OutgoingHttpHeaders = {
    ...securityHeaders,
    "Content-Type": file.contentType,
    ...(file.cacheControl ? { "Cache-Control": file.cacheControl } : {}),
    ...(file.status === undefined ? { ETag: file.etag } : {}),
    ...(file.csp ? { "Content-Security-Policy": file.csp } : {}),
    ...(file.brotli || file.gzip ? { Vary: "Accept-Encoding" } : {}),
  };
  return {
    identity: { ...common, "Content-Length": file.plainLength },
    br: file.brotli ? { ...common, "Content-Encoding": "br", "Content-Length": file.brotli.length } : {},
    gzip: file.gzip ? { ...common, "Content-Encoding": "gzip", "Content-Length": file.gzip.length } : {},
    notModified: common,
  };
}

const headerCache = new WeakMap<StaticFile, ReturnType<typeof buildHeaders>>();

/** The in-memory file a GET or HEAD asks for, if any ("/services/x/" and "/services/x" alike). */
export function findStaticFile(req: IncomingMessage, files: Map<string, StaticFile>): StaticFile | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  return fileAt(req, files);
}

/** Whether the request's path names an in-memory file, whatever the method. */
export function isStaticFilePath(req: IncomingMessage, files: Map<string, StaticFile>): boolean {
  return fileAt(req, files) !== undefined;
}

function fileAt(req: IncomingMessage, files: Map<string, StaticFile>): StaticFile | undefined {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  return files.get(pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname);
}

/** Answers with the file: 304 for a matching ETag, else brotli, gzip or plain as the client accepts, with the file's status. */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  let headers = headerCache.get(file);
  if (!headers) {
    headers = buildHeaders(file);
    headerCache.set(file, headers);
  }
  if (file.status === undefined && req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  const accept = req.headers["accept-encoding"] ?? "";
  let encoding: Encoding = "identity";
  if (file.brotli && accept.includes("br")) encoding = "br";
  else if (file.gzip && accept.includes("gzip")) encoding = "gzip";
  res.writeHead(file.status ?? 200, headers[encoding]);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.end(encoding === "br" ? file.brotli! : encoding === "gzip" ? file.gzip! : plainBodyOf(file));
}
