import { randomBytes } from "node:crypto";
import { createServer, get, type Server } from "node:http";
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

describe.each(["gzip", "br"] as const)("sendWebBody compressing with %s", (encoding) => {
  async function serve(body: () => ReadableStream<Uint8Array>) {
    server = createServer((_req, res) => {
      res.setHeader("Content-Encoding", encoding);
      void sendWebBody(body(), res, encoding);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it("compresses chunks handed over at once as one block", async () => {
    const parts = Array.from({ length: 300 }, (_, index) => `<li>result ${index}</li>`);
    const address = await serve(
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        }),
    );
    // node:http leaves the body as it came: compressed.
    const compressed = await new Promise<Buffer>((resolve, reject) => {
      get(address, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject);
    });
    // A flush after each of 300 parts would add a block marker for each: thousands of bytes more.
    const response = await fetch(address);
    expect(await response.text()).toBe(parts.join(""));
    expect(compressed.length).toBeLessThan(1500);
  });

  it("still sends each part before a pause at once", async () => {
    let release!: () => void;
    const address = await serve(
      () =>
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode("<p>first</p>"));
            await new Promise<void>((resolve) => (release = resolve));
            controller.enqueue(new TextEncoder().encode("<p>second</p>"));
            controller.close();
          },
        }),
    );
    const response = await fetch(address);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe("<p>first</p>");
    release();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    expect(rest).toBe("<p>second</p>");
  });
});
