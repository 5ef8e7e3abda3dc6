import type { Duplex } from "node:stream";
import { securityHeaders } from "./security-headers.ts";

/**
 * A complete plain-text answer written straight to a socket and the connection closed, for the
 * moments no request handler is there to answer: a request Node's parser refused, a CONNECT, a
 * connection over its address's cap. It carries the same security headers as every other answer.
 */
export function answerOnSocket(socket: Duplex, answer: { status: number; reason: string; message: string; headers?: Record<string, string> }): void {
  const body = `${answer.message}\n`;
  const headers: Record<string, string | number> = {
    ...securityHeaders,
    ...answer.headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join("\r\n");
  socket.end(`HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n\r\n${body}`);
}
