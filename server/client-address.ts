import type { IncomingMessage } from "node:http";

/**
 * The visitor's address: the socket's peer, or with TRUST_PROXY the address
 * that one trusted proxy appended last to X-Forwarded-For. Earlier entries are
 * written by the client and are never believed.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (!trustProxy) return peer;
  const forwarded = req.headers["x-forwarded-for"];
  const header = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
  const last = header?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
  return last ?? peer;
}
