import { describe, expect, it } from "vitest";
import { realJpeg, realJpegWithExif, realJpegWithExifThumbnail, realPng } from "#tests/helpers/image-files.ts";
import { realDocx, realPptx, realXlsx } from "#tests/helpers/office-files.ts";
import { appendIncrementalUpdate, buildPdf, minimalPdfObjects, pdfWithOpeningScript, realPdf } from "#tests/helpers/pdf-files.ts";
import {
  buildZip,
  polyglots,
  sampleDocx,
  sampleJpeg,
  sampleOle2,
  samplePdf,
  samplePlainZip,
  samplePng,
  samplePptx,
  sampleXlsx,
} from "#tests/helpers/sample-files.ts";
import { zipBombDocx } from "#tests/helpers/zip-bomb.ts";
import { checkCompleteFile, checkLeadingBytes } from "./check-file-content.server.ts";
import type { FileSignature } from "./file-type-contents.ts";

function accepted(signature: FileSignature, data: Buffer): boolean {
  return checkLeadingBytes(signature, data) && checkCompleteFile(signature, data);
}

describe("file content checks", () => {
  it("accepts genuine files of every accepted kind", async () => {
    expect(accepted("pdf", await samplePdf())).toBe(true);
    expect(accepted("png", samplePng())).toBe(true);
    expect(accepted("jpeg", sampleJpeg())).toBe(true);
    expect(accepted("ole2", sampleOle2())).toBe(true);
    expect(accepted("ooxml-word", sampleDocx())).toBe(true);
    expect(accepted("ooxml-excel", sampleXlsx())).toBe(true);
    expect(accepted("ooxml-powerpoint", samplePptx())).toBe(true);
  });

  it("accepts files made by real writers: Word, Excel and PowerPoint libraries, pdf-lib and an image encoder", async () => {
    expect(accepted("ooxml-word", await realDocx())).toBe(true);
    expect(accepted("ooxml-excel", await realXlsx())).toBe(true);
    expect(accepted("ooxml-powerpoint", await realPptx())).toBe(true);
    expect(accepted("pdf", await realPdf())).toBe(true);
    expect(accepted("pdf", appendIncrementalUpdate(appendIncrementalUpdate(await realPdf("Contract", { useObjectStreams: false }), "Editor"), "Signer"))).toBe(true);
    // Scripts are noted for staff, not refused.
    expect(accepted("pdf", await pdfWithOpeningScript())).toBe(true);
    expect(accepted("png", await realPng())).toBe(true);
    for (const jpeg of [await realJpeg(), await realJpeg({ progressive: true }), await realJpegWithExif(), await realJpegWithExifThumbnail()]) expect(accepted("jpeg", jpeg)).toBe(true);
  });

  it("refuses an Office file that would inflate to 1 GiB, and zips whose records disagree or need ZIP64", () => {
    expect(accepted("ooxml-word", zipBombDocx())).toBe(false);
    const parts = [
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "word/document.xml", data: "<w:document/>", deflate: true },
    ];
    expect(accepted("ooxml-word", buildZip(parts))).toBe(true);
    expect(accepted("ooxml-word", buildZip([parts[0]!, { ...parts[1]!, central: { uncompressedSize: 5 } }]))).toBe(false);
    expect(accepted("ooxml-word", buildZip([parts[0]!, { ...parts[1]!, local: { name: "word/docu.xml" } }]))).toBe(false);
    expect(accepted("ooxml-word", buildZip([parts[0]!, { ...parts[1]!, central: { compressedSize: 0xffffffff } }]))).toBe(false);
    expect(accepted("ooxml-word", buildZip([parts[0]!, { ...parts[1]!, central: { flags: 1 }, local: { flags: 1 } }]))).toBe(false);
  });

  it("refuses markup after a PDF header, and a header around no PDF at all", () => {
    expect(accepted("pdf", buildPdf(minimalPdfObjects(), { afterHeader: "<html><body><script>alert(1)</script></body></html>" }))).toBe(false);
    expect(accepted("pdf", Buffer.from("%PDF-1.7\n%%EOF\n"))).toBe(false);
  });

  it("refuses wrong magic bytes from the first bytes on", async () => {
    const head = (await samplePdf()).subarray(0, 8);
    expect(checkLeadingBytes("pdf", head)).toBe(true);
    expect(checkLeadingBytes("png", head)).toBe(false);
    expect(checkLeadingBytes("jpeg", Buffer.from("GIF89a..."))).toBe(false);
    expect(checkLeadingBytes("ooxml-word", Buffer.from("MZ\x90\x00\x03\x00\x00\x00"))).toBe(false);
    expect(checkLeadingBytes("pdf", Buffer.from("%PD"))).toBe(false);
    expect(checkLeadingBytes("pdf", Buffer.alloc(0))).toBe(false);
  });

  it("refuses an Office zip without the part its extension names", () => {
    expect(accepted("ooxml-word", sampleXlsx())).toBe(false);
    expect(accepted("ooxml-excel", sampleDocx())).toBe(false);
    expect(accepted("ooxml-word", samplePlainZip())).toBe(false);
    expect(accepted("ooxml-word", buildZip([{ name: "word/document.xml", data: "<w/>" }]))).toBe(false);
  });

  it("refuses polyglots", async () => {
    expect(accepted("png", polyglots.pngWithZip())).toBe(false);
    expect(accepted("pdf", await polyglots.pdfWithZip())).toBe(false);
    expect(accepted("ooxml-word", await polyglots.pdfWithZip())).toBe(false);
    expect(accepted("ooxml-word", polyglots.docxWithTrailingHtml())).toBe(false);
    expect(accepted("pdf", polyglots.htmlPretendingPdf())).toBe(false);
    expect(accepted("ole2", Buffer.concat([sampleOle2(), samplePlainZip()]))).toBe(false);
  });

  it("refuses a truncated PDF (no %%EOF) and a zip cut short", async () => {
    const pdf = await samplePdf();
    expect(accepted("pdf", pdf.subarray(0, pdf.length - 200))).toBe(false);
    const docx = sampleDocx();
    expect(accepted("ooxml-word", docx.subarray(0, docx.length - 10))).toBe(false);
  });

  it("does not mistake the zip marker inside image data for an archive", () => {
    const jpegWithMarker = Buffer.concat([sampleJpeg().subarray(0, 20), Buffer.from("PK\x05\x06", "latin1"), Buffer.alloc(40, 7), Buffer.from("ffd9", "hex")]);
    expect(accepted("jpeg", jpegWithMarker)).toBe(true);
  });
});
