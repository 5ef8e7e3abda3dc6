import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import { isDatabaseReady } from "#app/db/check-ready.server.ts";
import type { Database } from "#app/db/schema.ts";
import { type BackupService, backupsOff } from "#app/features/backup/backup-service.ts";
import type { CaptchaService } from "#app/features/captcha/captcha.server.ts";
import type { VitalsQueue } from "#app/features/vitals/create-vitals-queue.server.ts";
import type { RateLimits } from "#app/lib/rate-limits.server.ts";
import { isSiteMethod, refuseConnect, refuseMethod } from "./allowed-methods.ts";
import { answerClientError } from "./answer-client-error.ts";
import { createVitalsBeaconHandler, isVitalsBeacon } from "./answer-vitals-beacon.ts";
import { serveClosestPages } from "./closest-pages.ts";
import { capConnectionsPerAddress } from "./connection-cap.ts";
import { clientAddress } from "./client-address";
import { requestUrl } from "./request-url.ts";
import type { Logger } from "./logger";
import { createPageHandler } from "./react-router-bridge";
import { createCriticalCss } from "./critical-css.ts";
import { optimizePageHtml } from "./optimize-page-html.ts";
import { findStartAfterPaintPath } from "./start-after-paint-asset.ts";
import { createNotFoundPathTest } from "./not-found-paths.ts";
import { keepPrerenderedPagesCurrent } from "./prerendered-pages.ts";
import { serveRedirects } from "./redirects.ts";
import { createRenderedPageCache, type RenderedPageCache } from "./rendered-page-cache.ts";
import { contentSecurityPolicy, isFramedBySite, securityHeaders } from "./security-headers";
import { findStaticFile, isStaticFilePath, sendStaticFile } from "./send-static-file.ts";
import { inlineScriptHashes, plainBodyOf, type StaticFile } from "./static-files";

export type SiteServerOptions = {
  build: ServerBuild;
  staticFiles: Map<string, StaticFile>;
  db: Kysely<Database>;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  /** Web-vitals beacons wait here to be written together; whoever made it flushes it at shutdown. */
  vitals: VitalsQueue;
  logger: Logger;
  trustProxy: boolean;
  mode?: string;
  /** Limits for slow or stalled clients; tests shorten them. */
  timeouts?: Partial<ClientTimeouts>;
  /** Open connections one address may hold; unset means no cap (behind a proxy that caps). */
  maxConnectionsPerAddress?: number;
  /** The build's fingerprints of its prerendered pages; with them, pages staff changed are no longer served prerendered. */
  prerenderStamps?: Record<string, string>;
  /** The bytes rendered pages kept in memory may hold together (PAGE_CACHE_MAX_BYTES); 64 MB unless set. */
  pageCacheMaxBytes?: number;
  /** The server's scheduled backups (BACKUP_DIR); off unless given. */
  backups?: BackupService;
};

type ClientTimeouts = { headersMs: number; requestMs: number; idleMs: number; bodyStallMs: number };

/*
 * A client that holds a connection open by sending slowly (slowloris) is answered 408 and cut
 * off: the headers must arrive within 20 s; a body must keep flowing, at least 1 KB in every 30 s
 * (so a steady upload on the slowest phone line is fine, a stalled or trickled one is not); the
 * whole request (a 10 MB upload at 20 KB/s included) within 10 minutes; and an idle kept-alive
 * connection is closed after a minute.
 */
const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 20_000, requestMs: 600_000, idleMs: 60_000, bodyStallMs: 30_000 };
const BODY_MIN_BYTES_PER_WINDOW = 1024;

// Answered by the server itself, before any route: no route claims them, yet they are no unknown pages.
const HEALTH_CHECK_PATHS = new Set(["/healthz", "/readyz"]);

const renderedPageCaches = new WeakMap<Server, RenderedPageCache>();

/** How many rendered pages a server keeps and the bytes they count for (tests, monitoring). */
export function renderedPageStats(server: Server): { entries: number; bytes: number } | undefined {
  return renderedPageCaches.get(server)?.stats();
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

/** The one HTTP server: health checks, files from memory, then React Router for everything else. */
export function createSiteServer(options: SiteServerOptions): Server {
  const timeouts = { ...CLIENT_TIMEOUTS, ...options.timeouts };
  const pages = createPageHandler(options.build, options.mode ?? "production", options.trustProxy, {
    windowMs: timeouts.bodyStallMs,
    minBytes: BODY_MIN_BYTES_PER_WINDOW,
  });
  const { staticFiles, db, captcha, rateLimits, vitals, logger, trustProxy } = options;
  const answerBeacon = createVitalsBeaconHandler({
    vitals,
    rateLimits,
    logger,
    trustProxy,
    bodyFlow: { windowMs: timeouts.bodyStallMs, minBytes: BODY_MIN_BYTES_PER_WINDOW },
  });
  const criticalCss = createCriticalCss((href) => {
    const stylesheet = staticFiles.get(href);
    return stylesheet && plainBodyOf(stylesheet).toString("utf8");
  });
  const reachesOnlyCatchAll = createNotFoundPathTest(options.build);
  // A build without the script (made before it existed) serves its pages as rendered.
  const startAfterPaint = findStartAfterPaintPath(staticFiles.keys());
  const renderedPages = createRenderedPageCache(db, {
    optimizeHtml: (html) => (startAfterPaint ? optimizePageHtml(html, criticalCss, startAfterPaint) : html),
    maxBytes: options.pageCacheMaxBytes,
    isNotFoundPath: (pathname) => !HEALTH_CHECK_PATHS.has(pathname) && reachesOnlyCatchAll(pathname),
  });
  const prerendered = options.prerenderStamps
    ? keepPrerenderedPagesCurrent({ db, staticFiles, buildStamps: options.prerenderStamps, logger })
    : undefined;
  const redirects = serveRedirects({ db, logger });
  // The shared not-found page (rendered once for every unknown address) with each address's closest pages.
  const closestPages = serveClosestPages({ db, logger });
  const findRenderedPage = (req: IncomingMessage) => {
    const key = renderedPages.keyFor(req);
    return key ? renderedPages.find(key) : undefined;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";

    if (pathname === "/healthz") return sendText(res, 200, "ok");
    if (pathname === "/readyz") {
      const ready = await isDatabaseReady(db);
      return sendText(res, ready ? 200 : 503, ready ? "ready" : "database unavailable");
    }

    if (!requestUrl(req, "http")) return sendText(res, 400, "The request's Host header or target could not be read.");

    const context = { db, nonce: "", clientAddress: clientAddress(req, trustProxy), captcha, rateLimits, vitals, backups: options.backups ?? backupsOff };
    const cacheKey = renderedPages.keyFor(req);
    if (cacheKey) {
      const rendered = await renderedPages.fill(cacheKey, () => pages.renderShared(cacheKey, context));
      if ("etag" in rendered) return rendered.status === 404 ? closestPages.send(req, res, rendered) : sendStaticFile(req, res, rendered);
      // Not kept (a known route's 404, a redirect): rendered without a nonce all the same, so hashes it is.
      const answer = await closestPages.fill(req, rendered);
      const html = answer.headers.get("content-type")?.startsWith("text/html") ? answer.body.toString("utf8") : "";
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(html) }));
      return pages.sendBuffered(req, res, answer);
    }

    context.nonce = randomBytes(16).toString("base64");
    const framed = isFramedBySite(pathname);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: context.nonce }, framed ? "same-origin" : "none"));
    if (framed) res.setHeader("X-Frame-Options", "SAMEORIGIN");
    await pages.send(req, res, context);
  }

  const server = createServer({
    keepAliveTimeout: 5_000,
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    // How often Node looks for connections past those limits.
    connectionsCheckingInterval: Math.min(30_000, Math.ceil(timeouts.headersMs / 4)),
  }, (req, res) => {
    // After a publish, which prerendered pages still match is settled before anything is served.
    if (prerendered && !prerendered.isCurrent()) {
      void prerendered.reconcile().then(() => respond(req, res));
      return;
    }
    respond(req, res);
  });

  function respond(req: IncomingMessage, res: ServerResponse) {
    // Redirects staff manage come first, from memory (redirects.ts).
    if (redirects.answer(req, res, () => respond(req, res))) return;
    // Files held in memory (prerendered pages, assets) are answered at once, synchronously and
    // without a log line: they are the bulk of the traffic and need no request id.
    const file = findStaticFile(req, staticFiles) ?? findRenderedPage(req);
    if (file) return file.status === 404 ? closestPages.send(req, res, file) : sendStaticFile(req, res, file);
    if (!isSiteMethod(req.method)) return refuseMethod(res, isStaticFilePath(req, staticFiles));
    if (isVitalsBeacon(req)) return answerBeacon(req, res);
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const path = (req.url ?? "/").split("?")[0];
      if (HEALTH_CHECK_PATHS.has(path ?? "")) return;
      logger.info(
        { requestId, method: req.method, path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 },
        "request",
      );
    });
    handle(req, res).catch((error: unknown) => {
      logger.error({ requestId, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, "request failed");
      if (!res.headersSent) sendText(res, 500, "Internal Server Error");
      else res.destroy();
    });
  }
  renderedPageCaches.set(server, renderedPages);
  server.on("close", () => void redirects.close());
  server.setTimeout(timeouts.idleMs);
  server.on("clientError", answerClientError);
  server.on("connect", (_req, socket) => refuseConnect(socket));
  if (options.maxConnectionsPerAddress) capConnectionsPerAddress(server, options.maxConnectionsPerAddress);
  return server;
}
