import { describe, expect, it } from "vitest";
import { realJpeg, realJpegWithExifThumbnail, realPng } from "#tests/helpers/image-files.ts";
import { realDocx } from "#tests/helpers/office-files.ts";
import { appendIncrementalUpdate, pdfWithOpeningScript, realPdf } from "#tests/helpers/pdf-files.ts";
import { findContentWarnings } from "./find-content-warnings.server.ts";

const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");

describe("the warnings noted for an accepted file", () => {
  it("are none for ordinary files of every kind", async () => {
    expect(findContentWarnings("pdf", await realPdf())).toEqual([]);
    expect(findContentWarnings("pdf", appendIncrementalUpdate(await realPdf("Contract", { useObjectStreams: false }), "Signer"))).toEqual([]);
    expect(findContentWarnings("png", await realPng())).toEqual([]);
    expect(findContentWarnings("jpeg", await realJpegWithExifThumbnail())).toEqual([]);
    expect(findContentWarnings("ooxml-word", await realDocx())).toEqual([]);
  });

  it("note active content in a PDF", async () => {
    expect(findContentWarnings("pdf", await pdfWithOpeningScript())).toEqual(["active-content"]);
  });

  it("note data after the end of a PDF, but not the whitespace writers leave", async () => {
    const pdf = await realPdf();
    expect(findContentWarnings("pdf", Buffer.concat([pdf, html]))).toEqual(["data-after-end"]);
    expect(findContentWarnings("pdf", Buffer.concat([pdf, Buffer.from("\r\n\0\0  \n")]))).toEqual([]);
    expect(findContentWarnings("pdf", Buffer.concat([await pdfWithOpeningScript(), html]))).toEqual(["active-content", "data-after-end"]);
  });

  it("note data after the end of a PNG or JPEG", async () => {
    expect(findContentWarnings("png", Buffer.concat([await realPng(), html]))).toEqual(["data-after-end"]);
    expect(findContentWarnings("jpeg", Buffer.concat([await realJpeg(), html]))).toEqual(["data-after-end"]);
    expect(findContentWarnings("jpeg", Buffer.concat([await realJpeg(), Buffer.alloc(32)]))).toEqual([]);
  });

  it("note an image whose structure could not be followed to its end", async () => {
    const jpeg = await realJpeg();
    expect(findContentWarnings("jpeg", jpeg.subarray(0, jpeg.length - 2))).toEqual(["not-fully-checked"]);
  });
});
