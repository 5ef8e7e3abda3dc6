import type { ServerResponse } from "node:http";
import type { Writable } from "node:stream";
import zlib from "node:zlib";

/*
 * A response body is read from its web stream only as fast as the client takes it: after a write
 * the socket refuses (its buffer is full), the next chunk is read once it drained. So a slow
 * download of a streamed export reads the database at the client's pace, and a large body never
 * piles up in this process. When the client goes away the body is cancelled, which stops
 * whatever produces it.
 */

/** Resolves true once `target` drained, or false if the response closed first (the client left). */
function drained(target: Writable, res: ServerResponse): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = (ready: boolean) => {
      target.off("drain", onDrain);
      res.off("close", onClose);
      resolve(ready);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    target.on("drain", onDrain);
    res.on("close", onClose);
  });
}

/**
 * Resolves true once what was written to the compressor went out as a flushed block, or false if
 * the response closed first. The flush completes only after the compressor's output was taken by
 * the response (a transform holds a write until its reader wants more), so waiting for it is the
 * backpressure of the compressed path, and each streamed chunk (a part of a page, a batch of
 * records) reaches the client without waiting for the next.
 */
function flushed(compressor: zlib.Gzip | zlib.BrotliCompress, res: ServerResponse): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = () => resolve(false);
    res.once("close", onClose);
    compressor.flush(() => {
      res.off("close", onClose);
      resolve(true);
    });
  });
}

/** Fast settings: these bodies are made per request, unlike the prerendered files compressed at build time. */
function createCompressor(encoding: "br" | "gzip"): zlib.Gzip | zlib.BrotliCompress {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}

/** Whether `promise` settles before the event loop moves on: a chunk already queued in the body's stream. */
function settlesAtOnce(promise: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setImmediate(() => resolve(false));
    promise.then(
      () => {
        clearImmediate(timer);
        resolve(true);
      },
      () => {
        clearImmediate(timer);
        resolve(true);
      },
    );
  });
}

/**
 * Sends `body` as the response's body (the status and headers are set), compressed with
 * `encoding` when given. Rejects if the body's stream fails; the caller then cuts the connection,
 * so the client sees an incomplete response rather than a short one that looks whole.
 */
export async function sendWebBody(body: ReadableStream<Uint8Array>, res: ServerResponse, encoding: "br" | "gzip" | null): Promise<void> {
  const reader = body.getReader();
  const compressor = encoding ? createCompressor(encoding) : null;
  compressor?.pipe(res);
  let next = reader.read();
  try {
    for (;;) {
      const { done, value } = await next;
      if (done) break;
      let more: boolean;
      if (compressor) {
        const room = compressor.write(value);
        next = reader.read();
        // A render hands over a page in dozens of small chunks at once, and each flush costs a
        // compressor round trip: chunks that follow at once are compressed together, and the
        // block is flushed only when the body pauses, so each part still reaches the client
        // without waiting for the next.
        if (!(await settlesAtOnce(next))) more = await flushed(compressor, res);
        else more = room || (await drained(compressor, res));
      } else {
        more = res.write(value) || (await drained(res, res));
        if (more) next = reader.read();
      }
      if (!more) {
        // A read may be out: its answer no longer matters.
        next.catch(() => undefined);
        await reader.cancel();
        compressor?.destroy();
        return;
      }
    }
  } catch (error) {
    compressor?.destroy();
    throw error;
  } finally {
    reader.releaseLock();
  }
  if (!compressor) {
    res.end();
    return;
  }
  compressor.end();
  await new Promise<void>((resolve) => res.on("finish", resolve).on("close", resolve));
}
