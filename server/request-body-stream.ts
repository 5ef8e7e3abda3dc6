import type { IncomingMessage } from "node:http";

/**
 * A request's body as a web stream, for the Request React Router reads. Node 20's own adapter
 * (`Readable.toWeb`) throws "Invalid state: Controller is already closed" from an event handler
 * (an uncaught exception: the process dies) when the request still emits data after the stream
 * was cancelled or the client went away; a hostile client can cause that at will. This one ignores
 * whatever arrives after the stream is done, and pauses the request while nobody reads.
 */
export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (done) return;
          // A copy: the parser's buffer may be reused once this handler returns.
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => {
          if (done) return;
          done = true;
          controller.close();
        });
        const fail = (error?: Error) => {
          if (done) return;
          done = true;
          controller.error(error ?? new Error("The request was closed before its body ended."));
        };
        req.on("error", fail);
        // A client that goes away mid-body ends in 'close' without 'end'.
        req.on("close", () => fail());
      },
      pull() {
        req.resume();
      },
      cancel() {
        done = true;
        req.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
