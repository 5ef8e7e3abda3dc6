import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-shutdown.ts";

describe("closeGracefully", () => {
  it("lets a request in flight finish, then refuses new connections", async () => {
    const server = createServer((_req, res) => {
      setTimeout(() => res.end("finished"), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closeGracefully(server, 5_000);
    expect(await inFlight).toBe("finished");
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("cuts connections still open at the deadline", async () => {
    const server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = fetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeGracefully(server, 300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
