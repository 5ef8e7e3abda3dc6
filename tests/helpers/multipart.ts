/*
 * Hand-written multipart/form-data bodies, so tests can send exactly the bytes a browser would,
 * and the malformed ones no browser would.
 */

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; data: Buffer; contentType?: string };

export const TEST_BOUNDARY = "----KairavTestBoundary7MA4YWxkTrZu0gW";

export function multipartBody(parts: MultipartPart[], boundary = TEST_BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`), Buffer.from(part.value, "utf8"), Buffer.from("\r\n"));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n`, "utf8"),
        Buffer.from(`Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`),
        part.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function multipartContentType(boundary = TEST_BOUNDARY): string {
  return `multipart/form-data; boundary=${boundary}`;
}

/** Splits a body into chunks of `size` bytes, as the network would deliver it. */
export function* chunksOf(body: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let offset = 0; offset < body.length; offset += size) yield body.subarray(offset, offset + size);
}
