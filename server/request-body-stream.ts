import type { IncomingMessage } from "node:http";

/** How slowly a body may arrive before it counts as stalled: at least `minBytes` every `windowMs`. */
export type BodyFlowRule = { windowMs: number; minBytes: number; onStall: () => void };

/**
 * A request's body as a web stream, for the Request React Router reads. Node 20's own adapter
 * (`Readable.toWeb`) throws "Invalid state: Controller is already closed" from an event handler
 * (an uncaught exception: the process dies) when the request still emits data after the stream
 * was cancelled or the client went away; a hostile client can cause that at will. This one ignores
 * whatever arrives after the stream is done, and pauses the request while nobody reads.
 *
 * With a flow rule, a body that stops arriving (or trickles a byte now and then to hold the
 * connection) is stalled: the stream fails and `onStall` answers the client. Time spent paused
 * because the server is not reading never counts against the client.
 */
export function requestBodyStream(req: IncomingMessage, flow?: BodyFlowRule): ReadableStream<Uint8Array> {
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  let bytesInWindow = 0;
  let fail: (error?: Error) => void = () => {};

  const stopWatching = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  // Starts a new window in which the client must send `minBytes`.
  const watch = () => {
    stopWatching();
    bytesInWindow = 0;
    if (!flow || done) return;
    timer = setTimeout(() => {
      fail(new Error("The request body stopped arriving."));
      flow.onStall();
    }, flow.windowMs);
    timer.unref();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        fail = (error) => {
          if (done) return;
          done = true;
          stopWatching();
          controller.error(error ?? new Error("The request was closed before its body ended."));
        };
        req.on("data", (chunk: Buffer) => {
          if (done) return;
          bytesInWindow += chunk.length;
          if (bytesInWindow >= (flow?.minBytes ?? 0)) watch();
          // A copy: the parser's buffer may be reused once this handler returns.
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) {
            req.pause();
            stopWatching();
          }
        });
        req.on("end", () => {
          if (done) return;
          done = true;
          stopWatching();
          controller.close();
        });
        req.on("error", fail);
        // A client that goes away mid-body ends in 'close' without 'end'.
        req.on("close", () => fail());
        watch();
      },
      pull() {
        // Reading again after a pause: the client's clock starts afresh.
        if (!timer) watch();
        req.resume();
      },
      cancel() {
        done = true;
        stopWatching();
        req.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
