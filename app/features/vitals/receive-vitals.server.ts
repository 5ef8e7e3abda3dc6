import type { AppLoadContext } from "react-router";
import { isSameOrigin } from "#app/lib/http/is-same-origin.server.ts";
import { saveVitals } from "./save-vitals.server.ts";
import { VITALS_BODY_MAX_BYTES, vitalsPayloadSchema } from "./vitals-payload.ts";

function reply(status: number, message?: string, headers: Record<string, string> = {}): Response {
  return new Response(message ?? null, {
    status,
    headers: { "Cache-Control": "no-store", ...(message ? { "Content-Type": "text/plain; charset=utf-8" } : {}), ...headers },
  });
}

// Read and dropped past the limit, so the refusal reaches a client still sending; beyond this the
// connection is cut, as that much is no beacon.
const DRAIN_ALLOWANCE_BYTES = 64 * 1024;

/** The body as text, or null when it is larger than `maxBytes`. */
async function readSmallBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
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
 * budget, then the body's type and size, its JSON and the schema. A report is answered 204 with
 * nothing to read; sendBeacon ignores the answer anyway, the messages are for whoever debugs it.
 */
export async function receiveVitals(request: Request, context: Pick<AppLoadContext, "db" | "clientAddress" | "rateLimits">): Promise<Response> {
  if (request.method !== "POST") return reply(405, "Send reports with POST.", { Allow: "POST" });
  if (!isSameOrigin(request)) return reply(403, "Reports from other sites are refused.");

  const budget = await context.rateLimits.consume("vitals", context.clientAddress);
  if (!budget.allowed) return reply(429, "Too many reports.", { "Retry-After": String(budget.retryAfterSeconds) });

  // sendBeacon sends a string as text/plain, which needs no CORS preflight; JSON is fine too.
  const mediaType = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (mediaType !== "text/plain" && mediaType !== "application/json") return reply(415, "Send the report as JSON.");

  const text = await readSmallBody(request, VITALS_BODY_MAX_BYTES);
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

  await saveVitals(context.db, parsed.data);
  return reply(204);
}
