// The child process of timing-client.ts: asks for addresses one at a time and reports each
// request's time to the last byte. It holds nothing but this loop, so its own collections stay
// short and out of the figures (the bench's process holds the seeding's heap).
//
// It asks for compressed pages, as browsers do, and times the bytes the server sends: the body is
// decoded (for its size) only after the clock stops. Decoding each page while timing it, as
// fetch() does, cost the client 10–13 ms now and then: every 20 to 40 requests a cached page's
// time went from 0.6 ms to 11 ms, though wrk, which decodes nothing, saw the same server answer
// within 1 ms at p99.
import { Agent, request } from "node:http";
import zlib from "node:zlib";
import type { SeriesReply, SeriesRequest } from "./timing-client.ts";

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const ACCEPT_ENCODING = "br, gzip";

type Answer = { ms: number; status: number; encoding: string | undefined; body: Buffer };

function timed(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { "accept-encoding": ACCEPT_ENCODING, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decodedLength({ encoding, body }: Answer): number {
  if (encoding === "br") return zlib.brotliDecompressSync(body).length;
  if (encoding === "gzip") return zlib.gunzipSync(body).length;
  return body.length;
}

async function runSeries(request: SeriesRequest): Promise<SeriesReply> {
  const times: number[] = [];
  let bytes = 0;
  for (const address of request.addresses) {
    const answer = await timed(address, request.headers);
    if (!request.expected.includes(answer.status)) return { id: request.id, error: `${address} answered ${answer.status}` };
    times.push(answer.ms);
    bytes = Math.max(bytes, decodedLength(answer));
  }
  return { id: request.id, times, bytes };
}

process.on("message", (request: SeriesRequest) => {
  runSeries(request)
    .catch((error: unknown) => ({ id: request.id, error: error instanceof Error ? error.message : String(error) }))
    .then((reply) => process.send!(reply));
});
