import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { securityHeaders } from "./security-headers.ts";

/*
 * The methods the site answers. Anything else (TRACE, PUT, PROPFIND, …) is refused with 405 and
 * an Allow header before any handler sees it: the web Request that pages are rendered from
 * cannot even be built for some of them (TRACE, CONNECT), which used to end in a 500.
 */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const FILE_METHODS = ["GET", "HEAD"] as const;

export function isSiteMethod(method: string | undefined): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method ?? "");
}

const MESSAGE = "This method is not allowed here.\n";

/** 405 for a request the site does not answer; `isFile` when the path names a static file. */
export function refuseMethod(res: ServerResponse, isFile: boolean): void {
  res.writeHead(405, {
    ...securityHeaders,
    Allow: (isFile ? FILE_METHODS : PAGE_METHODS).join(", "),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(MESSAGE),
    "Cache-Control": "no-store",
  });
  res.end(MESSAGE);
}

/** CONNECT never reaches the request handler: Node hands over the raw socket, answered here. */
export function refuseConnect(socket: Duplex): void {
  const head = Object.entries({
    ...securityHeaders,
    Allow: PAGE_METHODS.join(", "),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(MESSAGE),
    "Cache-Control": "no-store",
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.on("error", () => socket.destroy());
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n\r\n${MESSAGE}`);
}
