import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { answerOnSocket } from "./answer-on-socket.ts";
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

const MESSAGE = "This method is not allowed here.";

/** 405 for a request the site does not answer; `isFile` when the path names a static file. */
export function refuseMethod(res: ServerResponse, isFile: boolean): void {
  const body = `${MESSAGE}\n`;
  res.writeHead(405, {
    ...securityHeaders,
    Allow: (isFile ? FILE_METHODS : PAGE_METHODS).join(", "),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
}

/** CONNECT never reaches the request handler: Node hands over the raw socket, answered here. */
export function refuseConnect(socket: Duplex): void {
  socket.on("error", () => socket.destroy());
  answerOnSocket(socket, { status: 405, reason: "Method Not Allowed", message: MESSAGE, headers: { Allow: PAGE_METHODS.join(", ") } });
}
