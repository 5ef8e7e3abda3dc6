import type { IncomingMessage, ServerResponse } from "node:http";
import { answerVitalsBeacon } from "#app/features/vitals/receive-vitals.server.ts";
import type { VitalsQueue } from "#app/features/vitals/create-vitals-queue.server.ts";
import type { RateLimits } from "#app/lib/rate-limits.server.ts";
import { clientAddress } from "./client-address.ts";
import type { Logger } from "./logger.ts";
import { requestBodyStream } from "./request-body-stream.ts";
import { requestUrl } from "./request-url.ts";
import { securityHeaders } from "./security-headers.ts";

/** Where the browser sends its beacons (app/features/vitals/report-web-vitals.ts). */
const VITALS_BEACON_PATH = "/api/vitals";

const STALLED_MESSAGE = "The request body stopped arriving, so the request was ended. Please try again.\n";

export type VitalsBeaconOptions = {
  vitals: VitalsQueue;
  rateLimits: RateLimits;
  logger: Logger;
  trustProxy: boolean;
  /** A body must bring at least `minBytes` every `windowMs`, as for every other request. */
  bodyFlow: { windowMs: number; minBytes: number };
};

/** A beacon: a POST to the vitals endpoint (other methods go to the route, which answers 405). */
export function isVitalsBeacon(req: IncomingMessage): boolean {
  return req.method === "POST" && (req.url ?? "").split("?", 1)[0] === VITALS_BEACON_PATH;
}

/*
 * Beacons are answered here, before React Router, and without a line in the request log: at a
 * burst of 2,000 a second, building a web Request, matching routes and logging each cost the
 * server about four times what a page from memory does, and the pages share that process. The
 * checks and the answers are the route's own (answerVitalsBeacon); only the transport differs.
 */
export function createVitalsBeaconHandler(options: VitalsBeaconOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { vitals, rateLimits, logger, trustProxy, bodyFlow } = options;

  function answerStalled(req: IncomingMessage, res: ServerResponse): void {
    if (res.headersSent) return void req.socket.destroy();
    res.writeHead(408, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
    res.end(STALLED_MESSAGE, () => req.socket.destroy());
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const forwardedProto = trustProxy ? String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() : "";
    const url = requestUrl(req, forwardedProto === "https" ? "https" : "http");
    if (!url) {
      res.writeHead(400, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end("The request's Host header or target could not be read.");
    }
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === "string" ? value : null;
    };
    try {
      const reply = await answerVitalsBeacon(
        {
          method: "POST",
          origin: header("origin"),
          ownOrigin: url.origin,
          contentType: header("content-type"),
          contentLength: header("content-length"),
          body: requestBodyStream(req, { ...bodyFlow, onStall: () => answerStalled(req, res) }),
        },
        { vitals, rateLimits, clientAddress: clientAddress(req, trustProxy) },
      );
      if (res.headersSent) return;
      res.writeHead(reply.status, { ...securityHeaders, ...reply.headers });
      res.end(reply.message ?? undefined);
    } catch (error) {
      // A stalled or vanished body fails the read; the client has had its answer, or is gone.
      if (res.headersSent || res.destroyed || req.destroyed) return;
      throw error;
    }
  }

  return (req, res) => {
    answer(req, res).catch((error: unknown) => {
      logger.error({ path: VITALS_BEACON_PATH, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, "beacon failed");
      if (!res.headersSent) {
        res.writeHead(500, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("Internal Server Error");
      } else res.destroy();
    });
  };
}
