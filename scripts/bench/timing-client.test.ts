import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimingClient, type TimingClient } from "./timing-client.ts";

describe("the timing client process", () => {
  let server: Server;
  let origin: string;
  let client: TimingClient;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.statusCode = req.url === "/missing" ? 404 : 200;
      if (req.url === "/page" && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        res.setHeader("content-encoding", "gzip");
        res.end(gzipSync("<p>page</p>".repeat(1000)));
        return;
      }
      res.end(req.headers.cookie === "session=1" ? "x".repeat(300) : "x".repeat(100));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = startTimingClient(0);
  });
  afterAll(async () => {
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks for each address in order and reports a time for each, and the largest body", async () => {
    seen.length = 0;
    const result = await client.series([`${origin}/a`, `${origin}/b`, `${origin}/c`], { cookie: "session=1" }, [200]);
    expect(seen).toEqual(["/a", "/b", "/c"]);
    expect(result.times).toHaveLength(3);
    for (const ms of result.times) expect(ms).toBeGreaterThan(0);
    expect(result.bytes).toBe(300);
  });

  it("fails a series when an answer's status is not the expected one, and serves the next", async () => {
    await expect(client.series([`${origin}/a`, `${origin}/missing`], {}, [200])).rejects.toThrow("/missing answered 404");
    expect((await client.series([`${origin}/missing`], {}, [404])).bytes).toBe(100);
  });

  it("asks for compressed pages, as browsers do, and reports the size of the page they hold", async () => {
    expect((await client.series([`${origin}/page`], {}, [200])).bytes).toBe("<p>page</p>".length * 1000);
  });
});
