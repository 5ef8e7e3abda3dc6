import { describe, expect, it } from "vitest";
import { appendIncrementalUpdate, buildPdf, minimalPdfObjects, pdfWithOpeningScript, realPdf } from "#tests/helpers/pdf-files.ts";
import { polyglots } from "#tests/helpers/sample-files.ts";
import { checkPdfStructure, findPdfEnd } from "./check-pdf-structure.server.ts";

const pdfText = (text: string) => Buffer.from(text, "latin1");

describe("PDF structure", () => {
  it("accepts real PDFs: with and without object streams, and after several incremental updates", async () => {
    expect(checkPdfStructure(await realPdf())).toBe(true);
    const classic = await realPdf("Signed contract", { useObjectStreams: false });
    expect(checkPdfStructure(classic)).toBe(true);
    const updated = appendIncrementalUpdate(appendIncrementalUpdate(appendIncrementalUpdate(classic, "Editor"), "Annotator"), "Signer");
    expect(updated.toString("latin1").match(/%%EOF/g)).toHaveLength(4);
    expect(checkPdfStructure(updated)).toBe(true);
    expect(checkPdfStructure(buildPdf(minimalPdfObjects()))).toBe(true);
    // Active content is for the warnings to note, not a structural fault.
    expect(checkPdfStructure(await pdfWithOpeningScript())).toBe(true);
  });

  it("accepts header versions 1.x and 2.x and refuses others", () => {
    const pdf = buildPdf(minimalPdfObjects()).toString("latin1");
    expect(checkPdfStructure(pdfText(pdf.replace("%PDF-1.7", "%PDF-2.0")))).toBe(true);
    expect(checkPdfStructure(pdfText(pdf.replace("%PDF-1.7", "%PDF-1.4")))).toBe(true);
    expect(checkPdfStructure(pdfText(pdf.replace("%PDF-1.7", "%PDF-3.0")))).toBe(false);
    expect(checkPdfStructure(pdfText(pdf.replace("%PDF-1.7", "%PDF-x.y")))).toBe(false);
  });

  it("refuses markup a browser would sniff as a page in the first 1 KB, in any letter case", () => {
    for (const markup of ["<html><body>Invoice</body></html>", "<!DOCTYPE html>", "<SCRIPT>alert(1)</SCRIPT>", "<svg onload=alert(1)>", "<Body>"]) {
      expect(checkPdfStructure(buildPdf(minimalPdfObjects(), { afterHeader: `%${markup}` })), markup).toBe(false);
    }
    expect(checkPdfStructure(polyglots.htmlPretendingPdf())).toBe(false);
    // Beyond the first kilobyte sniffers do not look; there it is only text in a PDF.
    const padded = buildPdf(minimalPdfObjects(), { afterHeader: `%${" ".repeat(1100)}\n%<html>` });
    expect(checkPdfStructure(padded)).toBe(true);
  });

  it("refuses a header and an end around no object, and a file without its cross-reference pointer", () => {
    expect(checkPdfStructure(pdfText("%PDF-1.7\n<html>not a pdf</html>\nstartxref\n0\n%%EOF\n"))).toBe(false);
    expect(checkPdfStructure(pdfText("%PDF-1.7\n%just a comment\nstartxref\n9\n%%EOF\n"))).toBe(false);
    const pdf = buildPdf(minimalPdfObjects()).toString("latin1");
    expect(checkPdfStructure(pdfText(pdf.replace(/startxref\n\d+\n/, "")))).toBe(false);
    expect(checkPdfStructure(pdfText(pdf.replace(/startxref\n\d+\n/, "startxref\nlater\n")))).toBe(false);
    expect(checkPdfStructure(pdfText(pdf.replace("endobj", "")))).toBe(true);
    expect(checkPdfStructure(pdfText(pdf.replaceAll("endobj", "")))).toBe(false);
  });

  it("refuses a PDF cut short, and one whose %%EOF is buried under more than 1 KB", async () => {
    const pdf = await realPdf();
    expect(checkPdfStructure(pdf.subarray(0, pdf.length - 200))).toBe(false);
    expect(checkPdfStructure(Buffer.concat([pdf, Buffer.alloc(2048, 0x41)]))).toBe(false);
    // Padding and a repeated marker after the end are what some writers leave.
    expect(checkPdfStructure(Buffer.concat([pdf, Buffer.alloc(4096, 0x20), pdfText("\n%%EOF\n")]))).toBe(true);
  });

  it("finds the end just past the last %%EOF", async () => {
    const pdf = await realPdf();
    const end = findPdfEnd(pdf);
    expect(pdf.toString("latin1", end - 5, end)).toBe("%%EOF");
    expect(findPdfEnd(Buffer.concat([pdf, pdfText("<html></html>")]))).toBe(end);
  });
});
