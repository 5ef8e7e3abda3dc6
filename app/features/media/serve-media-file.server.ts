import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { MEDIA_CONTENT_TYPES, parseMediaFileName } from "./media-file-url.ts";
import { parseByteRange } from "./parse-byte-range.ts";

/*
 * A variant of a library picture, for anyone. Its address holds the hash of its bytes, so the
 * answer never changes and may be kept by every cache for a year without asking again; a new file
 * comes with a new address. The type is the one stored with the variant, which the server wrote
 * itself, and browsers are told not to guess another (nosniff). Range requests get the part asked
 * for, as for any static file.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";

function plain(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...headers },
  });
}

/** True when If-None-Match lists this ETag (weak or strong) or is `*`. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

export async function serveMediaFile(request: Request, db: Kysely<Database>, fileName: string | undefined): Promise<Response> {
  const wanted = parseMediaFileName(fileName);
  const variant = wanted
    ? await db.selectFrom("media_variants").select(["format", "data"]).where("hash", "=", wanted.hash).where("format", "=", wanted.format).executeTakeFirst()
    : undefined;
  if (!wanted || !variant) return plain(404, "There is no such file: the picture may have been replaced or deleted.");

  const etag = `"${wanted.hash}"`;
  const headers: Record<string, string> = {
    "Content-Type": MEDIA_CONTENT_TYPES[variant.format],
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });

  const data = variant.data;
  const ifRange = request.headers.get("if-range");
  // A range of another version of the file would be spliced into the wrong bytes: send it whole.
  const range = ifRange !== null && ifRange.trim() !== etag ? { kind: "whole" as const } : parseByteRange(request.headers.get("range"), data.length);
  if (range.kind === "unsatisfiable") {
    return plain(416, "The requested range is not within the file.", { "Content-Range": `bytes */${data.length}`, "Accept-Ranges": "bytes" });
  }
  if (range.kind === "partial") {
    const part = data.subarray(range.start, range.end + 1);
    return new Response(new Uint8Array(part), {
      status: 206,
      headers: { ...headers, "Content-Range": `bytes ${range.start}-${range.end}/${data.length}`, "Content-Length": String(part.length) },
    });
  }
  return new Response(new Uint8Array(data), { headers: { ...headers, "Content-Length": String(data.length) } });
}
