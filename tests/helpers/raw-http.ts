import net from "node:net";

/*
 * An HTTP/1.1 client on a bare socket, for requests no well-behaved client library would send:
 * a Content-Length that does not match the body, a body that stops half-way and stalls, bytes
 * trickled slowly, a request line or headers the server must refuse. It reads whatever the
 * server answers (or notes that it closed without answering) and never throws for the server's
 * behaviour, only for a hang past `timeoutMs`.
 */

export type RawSendPlan =
  /** Send everything at once (the default). */
  | { kind: "all" }
  /** Send in pieces with a pause between them (with `headFirst`, the request head at once and then the body so). */
  | { kind: "trickle"; chunkBytes: number; delayMs: number; headFirst?: boolean }
  /** Send this many bytes, then nothing more while keeping the connection open. */
  | { kind: "stall"; afterBytes: number }
  /** Send this many bytes, then close the sending side. */
  | { kind: "half-close"; afterBytes: number };

export type RawRequest = {
  port: number;
  /** The request line and headers, without the blank line that ends them. */
  head: string;
  body?: Buffer;
  plan?: RawSendPlan;
  localAddress?: string;
  timeoutMs?: number;
};

export type RawAnswer = {
  /** Null when the server closed the connection without answering. */
  status: number | null;
  headers: Record<string, string>;
  body: Buffer;
  ms: number;
};

export class RawRequestHang extends Error {}

function decodeChunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses the first response in `data` (the connection is closed after it). */
export function parseRawAnswer(data: Buffer, ms: number): RawAnswer {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd === -1) return { status: null, headers: {}, body: Buffer.alloc(0), ms };
  const lines = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number(lines[0]?.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = decodeChunked(body);
  else if (headers["content-length"]) body = body.subarray(0, Number(headers["content-length"]));
  return { status: Number.isFinite(status) ? status : null, headers, body, ms };
}

export function sendRaw(request: RawRequest): Promise<RawAnswer> {
  const started = Date.now();
  const payload = Buffer.concat([Buffer.from(`${request.head}\r\n\r\n`, "latin1"), request.body ?? Buffer.alloc(0)]);
  const plan = request.plan ?? { kind: "all" };
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ port: request.port, host: "127.0.0.1", localAddress: request.localAddress });
    const timer = setTimeout(() => {
      settle(() => reject(new RawRequestHang(`no answer and no close within ${request.timeoutMs} ms`)));
      socket.destroy();
    }, request.timeoutMs ?? 15_000);
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      then();
    };
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    // A reset after (or instead of) the answer is one of the server's ways of closing.
    socket.on("error", () => {});
    socket.on("close", () => settle(() => resolve(parseRawAnswer(Buffer.concat(received), Date.now() - started))));
    socket.on("connect", () => {
      void (async () => {
        if (plan.kind === "all") {
          socket.write(payload);
          return;
        }
        if (plan.kind === "stall" || plan.kind === "half-close") {
          socket.write(payload.subarray(0, plan.afterBytes));
          if (plan.kind === "half-close") socket.end();
          return;
        }
        const headBytes = plan.headFirst ? payload.length - (request.body?.length ?? 0) : 0;
        if (headBytes > 0) socket.write(payload.subarray(0, headBytes));
        for (let offset = headBytes; offset < payload.length && !socket.destroyed; offset += plan.chunkBytes) {
          socket.write(payload.subarray(offset, offset + plan.chunkBytes));
          await new Promise((resume) => setTimeout(resume, plan.delayMs));
        }
      })();
    });
  });
}
