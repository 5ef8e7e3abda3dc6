import type { AppLoadContext } from "react-router";
import { isOwnOrigin } from "#app/lib/http/is-same-origin.server.ts";
import { VITALS_BODY_MAX_BYTES, vitalsPayloadSchema } from "./vitals-payload.ts";

/** A beacon as either server hands it over: the site's Node server directly, or React Router as a Request. */
export type VitalsBeacon = {
  method: string;
  /** The Origin header, null when there is none. */
  origin: string | null;
  /** The origin the request was sent to, as the server reads its URL. */
  ownOrigin: string;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
};

/** What to answer: a status, a short text for whoever debugs it (null for none) and headers. */
export type VitalsAnswer = { status: number; message: string | null; headers: Record<string, string> };

function reply(status: number, message: string | null = null, headers: Record<string, string> = {}): VitalsAnswer {
  return { status, message, headers: { "Cache-Control": "no-store", ...(message ? { "Content-Type": "text/plain; charset=utf-8" } : {}), ...headers } };
}

// Read and dropped past the limit, so the refusal reaches a client still sending; beyond this the
// connection is cut, as that much is no beacon.
const DRAIN_ALLOWANCE_BYTES = 64 * 1024;

/** The body as text, or null when it is larger than `maxBytes`. */
async function readSmallBody(beacon: VitalsBeacon, maxBytes: number): Promise<string | null> {
  const declared = Number(beacon.contentLength ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!beacon.body) return "";
  const reader = beacon.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes + DRAIN_ALLOWANCE_BYTES) {
      await reader.cancel();
      break;
    }
    if (total <= maxBytes) chunks.push(value);
  }
  return total > maxBytes ? null : Buffer.concat(chunks).toString("utf8");
}

/**
 * The web-vitals beacon endpoint. Cheap refusals come first: another site's post, the per-address
 * budget, then the body's type and size, its JSON and the schema. A report is queued, written
 * with others within a second, and answered 204 with nothing to read; sendBeacon ignores the
 * answer anyway, the messages are for whoever debugs it. When the queue is full (the database
 * slower than the beacons) the report is dropped with a 503.
 */
export async function answerVitalsBeacon(beacon: VitalsBeacon, context: Pick<AppLoadContext, "vitals" | "clientAddress" | "rateLimits">): Promise<VitalsAnswer> {
  if (beacon.method !== "POST") return reply(405, "Send reports with POST.", { Allow: "POST" });
  if (!isOwnOrigin(beacon.origin, beacon.ownOrigin)) return reply(403, "Reports from other sites are refused.");

  const budget = await context.rateLimits.consume("vitals", context.clientAddress);
  if (!budget.allowed) return reply(429, "Too many reports.", { "Retry-After": String(budget.retryAfterSeconds) });

  // sendBeacon sends a string as text/plain, which needs no CORS preflight; JSON is fine too.
  const mediaType = (beacon.contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (mediaType !== "text/plain" && mediaType !== "application/json") return reply(415, "Send the report as JSON.");

  const text = await readSmallBody(beacon, VITALS_BODY_MAX_BYTES);
  if (text === null) return reply(400, "Report too large.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return reply(400, "Malformed JSON.");
  }
  const parsed = vitalsPayloadSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".");
    return reply(400, `Invalid report${where ? ` (${where})` : ""}.`);
  }

  if (!context.vitals.add(parsed.data)) return reply(503, "Too many reports right now; this one was not recorded.", { "Retry-After": "5" });
  return reply(204);
}

/** The endpoint as a React Router resource route sees it (see answerVitalsBeacon). */
export async function receiveVitals(request: Request, context: Pick<AppLoadContext, "vitals" | "clientAddress" | "rateLimits">): Promise<Response> {
  const answer = await answerVitalsBeacon(
    {
      method: request.method,
      origin: request.headers.get("origin"),
      ownOrigin: new URL(request.url).origin,
      contentType: request.headers.get("content-type"),
      contentLength: request.headers.get("content-length"),
      body: request.body,
    },
    context,
  );
  return new Response(answer.message, { status: answer.status, headers: answer.headers });
}
