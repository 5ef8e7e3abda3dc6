// The child process of timing-client.ts: asks for addresses one at a time and reports each
// request's time to the last byte. It holds nothing but this loop, so its own collections stay
// short and out of the figures (the bench's process holds the seeding's heap).
import type { SeriesReply, SeriesRequest } from "./timing-client.ts";

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

async function runSeries(request: SeriesRequest): Promise<SeriesReply> {
  const times: number[] = [];
  let bytes = 0;
  for (const address of request.addresses) {
    const result = await timed(address, request.headers);
    if (!request.expected.includes(result.status)) return { id: request.id, error: `${address} answered ${result.status}` };
    times.push(result.ms);
    bytes = Math.max(bytes, result.bytes);
  }
  return { id: request.id, times, bytes };
}

process.on("message", (request: SeriesRequest) => {
  runSeries(request)
    .catch((error: unknown) => ({ id: request.id, error: error instanceof Error ? error.message : String(error) }))
    .then((reply) => process.send!(reply));
});
