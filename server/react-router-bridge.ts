import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createOutageAwareRequestHandler } from "./database-outage.ts";
import { requestBodyStream } from "./request-body-stream.ts";
import { requestUrl } from "./request-url.ts";
import { securityHeaders } from "./security-headers.ts";
import { sendWebBody } from "./send-web-body.ts";

/** A body must bring at least `minBytes` every `windowMs`, or it is answered 408 and cut off. */
export type BodyFlowLimit = { windowMs: number; minBytes: number };

const STALLED_MESSAGE = "The request body stopped arriving, so the request was ended. Please try again.\n";

/** Answers 408 (unless an answer has started) and closes the connection: its body stopped flowing. */
function answerStalledBody(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) {
    res.writeHead(408, {
      ...securityHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(STALLED_MESSAGE),
      "Cache-Control": "no-store",
      Connection: "close",
    });
    res.end(STALLED_MESSAGE, () => req.socket.destroy());
    return;
  }
  req.socket.destroy();
}

const compressibleType = /^(text\/|application\/(json|xml|javascript|manifest\+json|rss\+xml)|image\/svg\+xml)/;

/**
 * Turns Node's request into the web Request React Router expects. Behind one
 * trusted proxy that terminates TLS, the scheme comes from X-Forwarded-Proto,
 * so the request's origin matches the browser's (React Router compares them
 * before running an action).
 */
function toWebRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean, bodyFlow: BodyFlowLimit): Request {
  const forwardedProto = trustProxy ? String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() : "";
  const scheme = forwardedProto === "https" ? "https" : "http";
  // The site server refused requests without a usable URL before they got here.
  const url = requestUrl(req, scheme) ?? new URL("http://localhost/");
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: requestBodyStream(req, { ...bodyFlow, onStall: () => answerStalledBody(req, res) }), duplex: "half" } : {}),
  } as RequestInit);
}

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/** Writes a web Response to Node's response, compressing text on the fly; the body flows at the client's pace (send-web-body.ts). */
async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  // Already answered (a stalled body gets its 408 while the page was still working on it).
  if (res.headersSent) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText || "";
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);

  if (!response.body || req.method === "HEAD") {
    // Nothing of a HEAD's body is read: cancelling it stops whatever would have produced it.
    await response.body?.cancel();
    res.end();
    return;
  }
  const contentType = response.headers.get("content-type") ?? "";
  const encoding = response.headers.has("content-encoding") || !compressibleType.test(contentType) ? null : pickEncoding(req.headers["accept-encoding"]);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) {
    res.removeHeader("content-length");
    res.setHeader("Content-Encoding", encoding);
  }
  await sendWebBody(response.body, res, encoding);
}

/** A whole rendered response, held in memory (for the rendered-page cache). */
export type BufferedResponse = { status: number; headers: Headers; body: Buffer };

export type PageHandler = {
  /** Renders the request and streams the answer. */
  send(req: IncomingMessage, res: ServerResponse, context: AppLoadContext): Promise<void>;
  /**
   * Renders a GET of `path` as any visitor would see it (no cookies, no client headers) and
   * without a nonce, so the page comes out whole and identical for everyone.
   */
  renderShared(path: string, context: AppLoadContext): Promise<BufferedResponse>;
  /** Sends a buffered response that was rendered for this request or shared. */
  sendBuffered(req: IncomingMessage, res: ServerResponse, response: BufferedResponse): Promise<void>;
};

/** Renders pages, data requests, resource routes and form actions with React Router. */
export function createPageHandler(build: ServerBuild, mode: string, trustProxy: boolean, bodyFlow: BodyFlowLimit): PageHandler {
  const handle = createOutageAwareRequestHandler(build, mode);
  return {
    async send(req, res, context) {
      const response = await handle(toWebRequest(req, res, trustProxy, bodyFlow), context);
      await sendWebResponse(req, res, response);
    },
    async renderShared(path, context) {
      const response = await handle(new Request(new URL(path, "http://localhost")), { ...context, nonce: "" });
      return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
    },
    sendBuffered(req, res, response) {
      return sendWebResponse(req, res, new Response(response.body.length > 0 ? new Uint8Array(response.body) : null, response));
    },
  };
}
