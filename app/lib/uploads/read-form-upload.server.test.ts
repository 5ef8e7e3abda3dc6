import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { chunksOf, multipartBody, multipartContentType, type MultipartPart } from "#tests/helpers/multipart.ts";
import { pdfWithOpeningScript } from "#tests/helpers/pdf-files.ts";
import { sampleDocx, samplePdf } from "#tests/helpers/sample-files.ts";
import { zipBombDocx } from "#tests/helpers/zip-bomb.ts";
import { ENQUIRY_ATTACHMENT_EXTENSIONS } from "./file-types.ts";
import { readFormUpload, type UploadRules } from "./read-form-upload.server.ts";

const rules: UploadRules = {
  fileField: "attachment",
  allowedExtensions: ENQUIRY_ATTACHMENT_EXTENSIONS,
  maxFileBytes: 64 * 1024,
  maxFields: 6,
  maxFieldBytes: 1024,
};

type StreamOptions = { chunkSize?: number; delayMs?: number; contentLength?: boolean; contentType?: string };

/** A request whose body arrives in chunks, optionally slowly; reports how many bytes were pulled. */
function streamingRequest(body: Buffer, options: StreamOptions = {}) {
  const chunks = [...chunksOf(body, options.chunkSize ?? 16 * 1024)];
  const progress = { pulled: 0, finished: false };
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const chunk = chunks[index++];
      if (!chunk) {
        progress.finished = true;
        controller.close();
        return;
      }
      progress.pulled += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const headers: Record<string, string> = { "content-type": options.contentType ?? multipartContentType() };
  if (options.contentLength) headers["content-length"] = String(body.length);
  const request = new Request("http://localhost/contactus", { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
  return { request, progress };
}

function upload(parts: MultipartPart[], options: StreamOptions = {}) {
  return readFormUpload(streamingRequest(multipartBody(parts), options).request, rules);
}

describe("reading a form upload", () => {
  it("returns the fields and the file with its bytes, type and checksum", async () => {
    const pdf = await samplePdf();
    const result = await upload([
      { name: "name", value: "Zoë O'Brien" },
      { name: "message", value: "Line one\r\nLine two" },
      { name: "attachment", fileName: "Résumé José.PDF", data: pdf, contentType: "text/html" },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.upload.fields).toEqual({ name: "Zoë O'Brien", message: "Line one\r\nLine two" });
    const file = result.upload.file!;
    expect(file.fileName).toBe("Résumé José.PDF");
    expect(file.extension).toBe("pdf");
    // The browser said text/html; the type comes from the checked extension.
    expect(file.contentType).toBe("application/pdf");
    expect(Buffer.compare(file.data, pdf)).toBe(0);
    expect(file.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(file.contentWarnings).toEqual([]);
  });

  it("notes what staff should know about an accepted file, such as a script run on opening", async () => {
    const result = await readFormUpload(streamingRequest(multipartBody([{ name: "attachment", fileName: "invoice.pdf", data: await pdfWithOpeningScript() }])).request, { ...rules, maxFileBytes: 2 * 1024 * 1024 });
    expect(result.ok && result.upload.file?.contentWarnings).toEqual(["active-content"]);
  });

  it("refuses an Office file that would inflate to 1 GiB with the content message", async () => {
    const bomb = zipBombDocx();
    const result = await readFormUpload(streamingRequest(multipartBody([{ name: "attachment", fileName: "cv.docx", data: bomb }])).request, { ...rules, maxFileBytes: 2 * 1024 * 1024 });
    expect(result).toMatchObject({ ok: false, status: 415, message: "The file's content is not a valid .docx file. Please choose another file.", field: "attachment" });
  });

  it("treats an empty file input as no file", async () => {
    const result = await upload([
      { name: "name", value: "Asha" },
      { name: "attachment", fileName: "", data: Buffer.alloc(0) },
    ]);
    expect(result).toEqual({ ok: true, upload: { fields: { name: "Asha" }, file: null } });
  });

  it("reads url-encoded forms, which carry no file", async () => {
    const body = Buffer.from("name=Asha+K&email=a%40example.com");
    const result = await readFormUpload(streamingRequest(body, { contentType: "application/x-www-form-urlencoded" }).request, rules);
    expect(result.ok && result.upload.fields).toEqual({ name: "Asha K", email: "a@example.com" });
  });

  it("keeps the first value of a repeated field, and a field named __proto__ is just a field", async () => {
    const result = await upload([
      { name: "name", value: "first" },
      { name: "name", value: "second" },
      { name: "__proto__", value: "x" },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.upload.fields.name).toBe("first");
    expect(Object.getPrototypeOf(result.upload.fields)).toBeNull();
  });

  it("refuses a file over the limit while it streams, before the rest has arrived", async () => {
    const big = Buffer.concat([await samplePdf(), Buffer.alloc(rules.maxFileBytes * 4, 0x20)]);
    const { request, progress } = streamingRequest(multipartBody([{ name: "attachment", fileName: "big.pdf", data: big }]), { chunkSize: 8 * 1024, delayMs: 2 });
    const result = await readFormUpload(request, rules);
    expect(result).toMatchObject({ ok: false, status: 413, message: "The file is too large. Please choose a file of at most 64 KB." });
    expect(progress.finished).toBe(false);
    expect(progress.pulled).toBeLessThan(rules.maxFileBytes + 64 * 1024);
  });

  it("reads and drops the rest of a refused body before the answer may go out", async () => {
    const big = Buffer.concat([await samplePdf(), Buffer.alloc(rules.maxFileBytes * 4, 0x20)]);
    const { request, progress } = streamingRequest(multipartBody([{ name: "attachment", fileName: "big.pdf", data: big }]), { chunkSize: 8 * 1024, delayMs: 1 });
    const result = await readFormUpload(request, rules);
    expect(result.ok).toBe(false);
    expect(progress.finished).toBe(false);
    if (!result.ok) await result.bodyDrained;
    expect(progress.finished).toBe(true);
  });

  it("refuses at once, from the declared length, a body too big to be acceptable", async () => {
    const body = multipartBody([{ name: "attachment", fileName: "big.pdf", data: Buffer.alloc(rules.maxFileBytes * 3) }]);
    const { request, progress } = streamingRequest(body, { contentLength: true, delayMs: 2 });
    const result = await readFormUpload(request, rules);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(progress.finished).toBe(false);
  });

  it("refuses wrong magic bytes as soon as the first bytes arrive", async () => {
    const html = Buffer.concat([Buffer.from("<!doctype html><script>alert(1)</script>"), Buffer.alloc(rules.maxFileBytes - 100, 0x20)]);
    const { request, progress } = streamingRequest(multipartBody([{ name: "attachment", fileName: "invoice.pdf", data: html }]), { chunkSize: 4 * 1024, delayMs: 2 });
    const result = await readFormUpload(request, rules);
    expect(result).toMatchObject({ ok: false, status: 415, message: "The file's content is not a valid .pdf file. Please choose another file." });
    expect(progress.finished).toBe(false);
  });

  it("refuses a disallowed extension before reading the content", async () => {
    const result = await upload([{ name: "attachment", fileName: "setup.exe", data: Buffer.from("MZ") }]);
    expect(result).toMatchObject({
      ok: false,
      status: 415,
      message: "Invalid file type. Please select a valid file type (pdf, doc, docx, xls, xlsx, ppt, pptx, pps, ppsx, jpg, jpeg, png).",
    });
  });

  it("refuses a zip renamed to .docx that lacks the Word part, and a .docx that is really a PDF", async () => {
    const docx = sampleDocx();
    expect(await upload([{ name: "attachment", fileName: "brief.xlsx", data: docx }])).toMatchObject({ ok: false, status: 415 });
    expect(await upload([{ name: "attachment", fileName: "brief.docx", data: await samplePdf() }])).toMatchObject({ ok: false, status: 415 });
    expect(await upload([{ name: "attachment", fileName: "brief.docx", data: docx }])).toMatchObject({ ok: true });
  });

  it("refuses too many fields, a field too long, a second file and a file in an unknown field", async () => {
    const many = Array.from({ length: rules.maxFields + 1 }, (_, index) => ({ name: `f${index}`, value: "x" }));
    expect(await upload(many)).toMatchObject({ ok: false, status: 413 });
    expect(await upload([{ name: "message", value: "x".repeat(rules.maxFieldBytes + 1) }])).toMatchObject({ ok: false, status: 413 });
    const pdf = await samplePdf();
    expect(
      await upload([
        { name: "attachment", fileName: "a.pdf", data: pdf },
        { name: "attachment", fileName: "b.pdf", data: pdf },
      ]),
    ).toMatchObject({ ok: false, status: 400, message: "Only one file can be attached." });
    expect(await upload([{ name: "avatar", fileName: "a.pdf", data: pdf }])).toMatchObject({ ok: false, status: 400 });
  });

  it("answers malformed bodies with 400 or 415, never an exception", async () => {
    const pdf = await samplePdf();
    const whole = multipartBody([
      { name: "name", value: "Asha" },
      { name: "attachment", fileName: "a.pdf", data: pdf },
    ]);
    const cases: [string, Buffer, string][] = [
      ["cut off in the middle", whole.subarray(0, whole.length - 300), multipartContentType()],
      ["missing the closing boundary", whole.subarray(0, whole.length - 8), multipartContentType()],
      ["with another boundary", whole, multipartContentType("someOtherBoundary")],
      ["empty", Buffer.alloc(0), multipartContentType()],
      ["a part header over 16 KB", Buffer.from(`--${"----KairavTestBoundary7MA4YWxkTrZu0gW"}\r\nX-Pad: ${"a".repeat(17 * 1024)}\r\n\r\nx\r\n`), multipartContentType()],
      ["a part without headers end", Buffer.from("------KairavTestBoundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name=\"a\""), multipartContentType()],
      ["no boundary parameter", whole, "multipart/form-data"],
      ["binary noise", Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)), multipartContentType()],
    ];
    for (const [label, body, contentType] of cases) {
      const result = await readFormUpload(streamingRequest(body, { contentType }).request, rules);
      expect(result.ok, label).toBe(false);
      if (!result.ok) expect([400, 413, 415], label).toContain(result.status);
    }
    const json = await readFormUpload(streamingRequest(Buffer.from("{}"), { contentType: "application/json" }).request, rules);
    expect(json).toMatchObject({ ok: false, status: 415 });
  });
});
