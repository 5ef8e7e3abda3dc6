import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { plainRefusalFor } from "#app/lib/http/plain-refusal.ts";
import { NonceProvider } from "#app/lib/nonce-context.tsx";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const url = new URL(request.url);
  const refusal = plainRefusalFor(responseHeaders, responseStatusCode, url.pathname + url.search);
  if (refusal) return refusal;
  // Prerendering at build time passes no context: those pages get script hashes instead of a nonce.
  const nonce = typeof loadContext?.nonce === "string" ? loadContext.nonce : "";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A client that left mid-page has its body cancelled, which aborts what was still rendering: not a failure.
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
  });
}

// Not-found and other expected responses are part of normal traffic; only real failures are logged.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  // React Router refuses a form posted from another origin before any action runs (answering
  // 400). That is a blocked request, not a failure of ours: note it without the alarm.
  // A data request (`.data`) gets the same refusal as a bare "Bad Request" error.
  const refusedDataPost = error instanceof Error && error.message === "Bad Request" && new URL(request.url).pathname.endsWith(".data");
  if (refusedDataPost || (error instanceof Error && /origin does not match `origin` header/.test(error.message))) {
    console.warn(JSON.stringify({ level: 40, msg: "cross-origin action refused", path: new URL(request.url).pathname }));
    return;
  }
  const detail = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ level: 50, msg: "render failed", path: new URL(request.url).pathname, err: detail }));
};
