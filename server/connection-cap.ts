import type { Server } from "node:http";
import type { Socket } from "node:net";
import { answerOnSocket } from "./answer-on-socket.ts";

/*
 * One address may hold at most `max` open connections. Past that a new connection is answered
 * 503 at once and closed, so a single client trickling bytes over thousands of connections cannot
 * use up the server's sockets and memory while every other visitor waits.
 */
const MESSAGE = "Too many open connections from your address. Please try again shortly.";

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
  socket.on("error", () => socket.destroy());
  answerOnSocket(socket, { status: 503, reason: "Service Unavailable", message: MESSAGE, headers: { "Retry-After": "5" } });
  // The HTTP parser must not read a request from a socket that is being turned away.
  socket.pause();
}
