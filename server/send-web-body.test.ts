import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebBody } from "./send-web-body.ts";

const CHUNK_BYTES = 64 * 1024;
// 128 MB if it were all read: far more than the socket buffers of a client that reads nothing can hold.
const CHUNKS_AVAILABLE = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body that counts how many chunks were read from it and whether it was cancelled. */
function countedBody() {
  const state = { pulls: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulls += 1;
        if (state.pulls > CHUNKS_AVAILABLE) controller.close();
        // Fresh random bytes do not compress (a repeated chunk would, within brotli's window), so
        // the compressed paths fill the socket as fast as the plain one.
        else controller.enqueue(new Uint8Array(randomBytes(CHUNK_BYTES)));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe.each([null, "gzip", "br"] as const)("sendWebBody (encoding %s)", (encoding) => {
  it("reads the body no faster than the client takes it, and cancels it when the client leaves", async () => {
    const { body, state } = countedBody();
    let sent: Promise<void> | undefined;
    server = createServer((_req, res) => {
      res.setHeader("Content-Type", "application/octet-stream");
      if (encoding) res.setHeader("Content-Encoding", encoding);
      sent = sendWebBody(body, res, encoding);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // A client that sends its request and then reads nothing.
    const socket = net.connect(port, "127.0.0.1");
    socket.pause();
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await wait(1000);
    const pullsWhileStalled = state.pulls;
    await wait(300);
    expect(state.pulls).toBe(pullsWhileStalled);
    expect(pullsWhileStalled).toBeGreaterThan(0);
    expect(pullsWhileStalled).toBeLessThan(CHUNKS_AVAILABLE / 4);

    socket.destroy();
    await sent;
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBe(pullsWhileStalled);
  });
});

it("sends the whole body to a client that reads it", async () => {
  const parts = ["a".repeat(100_000), "b".repeat(100_000), "c"];
  server = createServer((_req, res) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    void sendWebBody(body, res, null);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(await response.text()).toBe(parts.join(""));
});
