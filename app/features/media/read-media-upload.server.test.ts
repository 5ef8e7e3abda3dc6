import { describe, expect, it } from "vitest";
import { elfExecutable, jpegPicture, pngPicture, SCRIPTED_SVGS } from "#tests/helpers/media-files.ts";
import { multipartBody, multipartContentType, TEST_BOUNDARY, type MultipartPart } from "#tests/helpers/multipart.ts";
import { MEDIA_MAX_FILE_BYTES, MEDIA_SVG_MESSAGE, MEDIA_TOO_LARGE_MESSAGE, MEDIA_UNSUPPORTED_MESSAGE, MEDIA_EMPTY_MESSAGE } from "./media-limits.ts";
import type { MediaRefusal } from "./media-refusal.ts";
import { readMediaUpload, type ReceivedMediaFile } from "./read-media-upload.server.ts";

const CHUNK = 16 * 1024;

/** A request whose body is pulled in chunks, counting how much the reader has asked for. */
function streamedRequest(body: Buffer, contentType = multipartContentType()) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= body.length) return controller.close();
      const chunk = body.subarray(pulled, pulled + CHUNK);
      pulled += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const request = new Request("http://localhost/admin/media", { method: "POST", headers: { "content-type": contentType }, body: stream, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

type Result = { fileName: string; kind?: string; size?: number; refusal?: MediaRefusal };

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    handlers: {
      checkFields: (fields: Record<string, string>) => {
        calls.push(`check csrf=${fields.csrf ?? "none"}`);
      },
      onFile: async (file: ReceivedMediaFile): Promise<Result> => {
        calls.push(`file ${file.fileName}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        calls.push(`done ${file.fileName}`);
        return { fileName: file.fileName, kind: file.kind, size: file.data.length };
      },
      onRefusal: (fileName: string, refusal: MediaRefusal): Result => ({ fileName, refusal }),
    },
  };
}

describe("reading a post of pictures", () => {
  it("answers each file on its own, in order, one at a time, after the fields are checked", async () => {
    const jpeg = await jpegPicture(64, 48);
    const png = await pngPicture(32, 32);
    const parts: MultipartPart[] = [
      { name: "csrf", value: "token" },
      { name: "file", fileName: "first.jpg", data: jpeg, contentType: "image/jpeg" },
      { name: "file", fileName: "drawing.svg", data: Buffer.from(SCRIPTED_SVGS["a script element"]!), contentType: "image/svg+xml" },
      { name: "file", fileName: "holiday.jpg", data: elfExecutable(), contentType: "image/jpeg" },
      { name: "file", fileName: "huge.png", data: Buffer.concat([png, Buffer.alloc(MEDIA_MAX_FILE_BYTES)]), contentType: "image/png" },
      { name: "file", fileName: "empty.png", data: Buffer.alloc(0) },
      // Named as a JPEG, recognised as the PNG it is.
      { name: "file", fileName: "second.jpg", data: png, contentType: "image/jpeg" },
    ];
    const { calls, handlers } = recorder();
    const result = await readMediaUpload(streamedRequest(multipartBody(parts)).request, { fileField: "file", maxFiles: 10 }, handlers);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.results).toEqual([
      { fileName: "first.jpg", kind: "jpeg", size: jpeg.length },
      { fileName: "drawing.svg", refusal: { status: 415, message: MEDIA_SVG_MESSAGE } },
      { fileName: "holiday.jpg", refusal: { status: 415, message: MEDIA_UNSUPPORTED_MESSAGE } },
      { fileName: "huge.png", refusal: { status: 413, message: MEDIA_TOO_LARGE_MESSAGE } },
      { fileName: "empty.png", refusal: { status: 415, message: MEDIA_EMPTY_MESSAGE } },
      { fileName: "second.jpg", kind: "png", size: png.length },
    ]);
    expect(calls).toEqual(["check csrf=token", "file first.jpg", "done first.jpg", "file second.jpg", "done second.jpg"]);
    expect(result.skippedFiles).toBe(false);
  });

  it("reads no further into the body while a file is being processed", async () => {
    const first = await jpegPicture(64, 48);
    const second = Buffer.concat([await pngPicture(32, 32), Buffer.alloc(512 * 1024)]);
    const body = multipartBody([
      { name: "csrf", value: "token" },
      { name: "file", fileName: "a.jpg", data: first },
      { name: "file", fileName: "b.png", data: second },
    ]);
    const { request, pulled } = streamedRequest(body);
    const pulledAtFirstFile: number[] = [];
    const { handlers } = recorder();
    const result = await readMediaUpload(request, { fileField: "file", maxFiles: 10 }, {
      ...handlers,
      onFile: async (file) => {
        if (file.fileName === "a.jpg") {
          await new Promise((resolve) => setTimeout(resolve, 50));
          pulledAtFirstFile.push(pulled());
        }
        return handlers.onFile(file);
      },
    });
    expect(result.ok).toBe(true);
    // A little read-ahead, never the half-megabyte second file.
    expect(pulledAtFirstFile[0]).toBeLessThan(first.length + 256 * 1024);
    expect(pulled()).toBe(body.length);
  });

  it("stops at the fields when their check throws, and throws it once the body is drained", async () => {
    const refusal = new Response("refused", { status: 403 });
    let filesSeen = 0;
    const { request, pulled } = streamedRequest(multipartBody([{ name: "file", fileName: "a.jpg", data: Buffer.concat([await jpegPicture(64, 48), Buffer.alloc(300 * 1024)]) }]));
    const reading = readMediaUpload(request, { fileField: "file", maxFiles: 10 }, {
      checkFields: () => {
        throw refusal;
      },
      onFile: async () => {
        filesSeen += 1;
        return null;
      },
      onRefusal: () => null,
    });
    await expect(reading).rejects.toBe(refusal);
    expect(filesSeen).toBe(0);
    expect(pulled()).toBeGreaterThan(300 * 1024);
  });

  it("checks the fields of a post without a file too", async () => {
    const { calls, handlers } = recorder();
    const result = await readMediaUpload(streamedRequest(multipartBody([{ name: "csrf", value: "t" }, { name: "file", fileName: "", data: Buffer.alloc(0) }])).request, { fileField: "file", maxFiles: 10 }, handlers);
    expect(result).toMatchObject({ ok: true, results: [] });
    expect(calls).toEqual(["check csrf=t"]);
  });

  it("reads only the first files of a post with too many, and says so", async () => {
    const png = await pngPicture(8, 8);
    const parts: MultipartPart[] = [{ name: "csrf", value: "t" }, ...["a", "b", "c"].map((name) => ({ name: "file", fileName: `${name}.png`, data: png }))];
    const { handlers } = recorder();
    const result = await readMediaUpload(streamedRequest(multipartBody(parts)).request, { fileField: "file", maxFiles: 2 }, handlers);
    expect(result).toMatchObject({ ok: true, skippedFiles: true });
    expect(result.ok && result.results.map((entry) => entry.fileName)).toEqual(["a.png", "b.png"]);
  });

  it("refuses a body that is not multipart, or is broken, with a 4xx", async () => {
    const { handlers } = recorder();
    const urlEncoded = await readMediaUpload(streamedRequest(Buffer.from("csrf=x"), "application/x-www-form-urlencoded").request, { fileField: "file", maxFiles: 1 }, handlers);
    expect(urlEncoded).toMatchObject({ ok: false, status: 415 });
    const broken = Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`, "latin1");
    const truncated = await readMediaUpload(streamedRequest(broken).request, { fileField: "file", maxFiles: 1 }, handlers);
    expect(truncated).toMatchObject({ ok: false, status: 400 });
  });
});
