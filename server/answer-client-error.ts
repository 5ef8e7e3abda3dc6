import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { answerOnSocket } from "./answer-on-socket.ts";

/*
 * Requests Node's HTTP parser refuses before any handler runs (a broken request line, headers
 * too large, a Content-Length that does not match the bytes, a client too slow to send its
 * request) are answered here. Node's own answer has no body and no headers; this one says what
 * went wrong and carries the same security headers as every other response.
 */

const answers: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", message: "The request headers are too large." },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: "Content Too Large", message: "The request's chunk extensions are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", message: "The request took too long to arrive. Please try again." },
};

const badRequest = { status: 400, reason: "Bad Request", message: "The request could not be read." };

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Gone already, or an answer has started: nothing sensible can be added to the stream.
  if (error.code === "ECONNRESET" || !socket.writable || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, answers[error.code ?? ""] ?? badRequest);
}
