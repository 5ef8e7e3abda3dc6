import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { requestBodyStream } from "./request-body-stream.ts";

/** A server that hands each request's body stream to `handle`, and a client that sends `chunks`. */
async function withRequest(handle: (body: ReadableStream<Uint8Array>, req: IncomingMessage) => Promise<void>, send: (client: ReturnType<typeof httpRequest>) => void) {
  const handled: Promise<void>[] = [];
  const server = createServer((req, res) => {
    handled.push(handle(requestBodyStream(req), req).finally(() => res.end("ok")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const client = httpRequest({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, method: "POST", headers: { "transfer-encoding": "chunked" } });
  client.on("error", () => {});
  client.on("response", (response) => response.resume());
  send(client);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all(handled);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe("a request body as a web stream", () => {
  it("delivers the body in order", async () => {
    let text = "";
    await withRequest(
      async (body) => {
        const reader = body.getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) text += Buffer.from(next.value).toString();
      },
      (client) => {
        client.write("first ");
        client.end("second");
      },
    );
    expect(text).toBe("first second");
  });

  it("stays quiet when data keeps arriving after the reader cancelled it", async () => {
    let read = 0;
    await withRequest(
      async (body) => {
        // Nobody reads for a while (the request pauses with data waiting), then one read asks
        // for more and the reader cancels at once, as a refused upload cut off past its allowance is.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const reader = body.getReader();
        const first = reader.read();
        await reader.cancel();
        read += (await first).value?.byteLength ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
      (client) => {
        for (let index = 0; index < 200; index += 1) client.write(Buffer.alloc(16 * 1024, 1));
        client.end();
      },
    );
    expect(read).toBeGreaterThan(0);
  });

  it("errors the stream, without throwing, when the client goes away mid-body", async () => {
    let failure: unknown;
    await withRequest(
      async (body) => {
        try {
          const reader = body.getReader();
          while (!(await reader.read()).done);
        } catch (error) {
          failure = error;
        }
      },
      (client) => {
        client.write("partial");
        setTimeout(() => client.destroy(), 50);
      },
    );
    expect(failure).toBeInstanceOf(Error);
  });
});
