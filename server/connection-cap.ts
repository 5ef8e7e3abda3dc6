import type { Server } from "node:http";
import type { Socket } from "node:net";
import { securityHeaders } from "./security-headers.ts";

/*
 * One address may hold at most `max` open connections. Past that a new connection is answered
 * 503 at once and closed, so a single client trickling bytes over thousands of connections cannot
 * use up the server's sockets and memory while every other visitor waits.
 */
const MESSAGE = "Too many open connections from your address. Please try again shortly.\n";

export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      refuse(socket);
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

function refuse(socket: Socket): void {
  const head = Object.entries({
    ...securityHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(MESSAGE),
    "Cache-Control": "no-store",
    "Retry-After": "5",
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.on("error", () => socket.destroy());
  socket.end(`HTTP/1.1 503 Service Unavailable\r\n${head}\r\n\r\n${MESSAGE}`);
  // The HTTP parser must not read a request from a socket that is being turned away.
  socket.pause();
}
