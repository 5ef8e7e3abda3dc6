import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appendIncrementalUpdate, buildPdf, minimalPdfObjects, pdfWithAttachedFile, pdfWithOpeningScript, realPdf } from "#tests/helpers/pdf-files.ts";
import { findPdfActiveContent } from "./find-pdf-active-content.server.ts";

/** A compressed object stream (objects 4 and 5) holding `objects`, as writers pack dictionaries. */
function objectStream(objects: string[], options: { filter?: string; body?: Buffer } = {}): string[] {
  const header = objects.map((_, index) => `${index + 4} 0`).join(" ");
  let contents = `${header} `;
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(contents.length - header.length - 1);
    contents += `${object} `;
  }
  const body = options.body ?? deflateSync(Buffer.from(contents, "latin1"));
  return [`<< /Type /ObjStm /N ${objects.length} /First ${header.length + 1} /Filter ${options.filter ?? "/FlateDecode"} /Length ${body.length} >>\nstream\n${body.toString("latin1")}\nendstream`];
}

describe("active content in a PDF", () => {
  it("finds nothing in ordinary PDFs, incremental updates included", async () => {
    expect(findPdfActiveContent(await realPdf())).toBeNull();
    const classic = await realPdf("Contract", { useObjectStreams: false });
    expect(findPdfActiveContent(appendIncrementalUpdate(appendIncrementalUpdate(classic, "Editor"), "Signer"))).toBeNull();
    expect(findPdfActiveContent(buildPdf(minimalPdfObjects()))).toBeNull();
  });

  it("finds a script run on opening, written plainly", async () => {
    const pdf = await pdfWithOpeningScript({ useObjectStreams: false });
    expect(pdf.toString("latin1")).toContain("/JavaScript");
    expect(findPdfActiveContent(pdf)).toBe("active-content");
  });

  it("finds the same script when the writer hid it in a compressed object stream", async () => {
    const pdf = await pdfWithOpeningScript();
    const text = pdf.toString("latin1");
    expect(text).toContain("/ObjStm");
    expect(text).not.toContain("/JavaScript");
    expect(text).not.toContain("/OpenAction");
    expect(findPdfActiveContent(pdf)).toBe("active-content");
  });

  it("finds each active name on its own, and names spelled with #xx escapes", () => {
    const variants = [
      "/OpenAction 4 0 R",
      "/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>",
      "/Names << /JS 4 0 R >>",
      "/OpenAction << /S /Launch /F (cmd.exe) >>",
      "/Names << /EmbeddedFiles 4 0 R >>",
      "/Extra << /Type /EmbeddedFile >>",
      "/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>",
      "/Op#65nAction 4 0 R",
      "/AA << /O << /S /#4A#61#76#61#53#63#72#69#70#74 >> >>",
      "/Names << /#4aS 4 0 R >>",
    ];
    for (const entries of variants) {
      expect(findPdfActiveContent(buildPdf([...minimalPdfObjects(entries.replace(/ 4 0 R/, " 3 0 R"))])), entries).toBe("active-content");
    }
  });

  it("does not mistake longer or shorter names for active ones", () => {
    for (const entries of ["/JSON (x)", "/JavaScripts (x)", "/Launcher (x)", "/JavaScriptX (x)", "/J (x)"]) {
      expect(findPdfActiveContent(buildPdf(minimalPdfObjects(entries))), entries).toBeNull();
    }
  });

  it("finds active names inside a hand-made object stream, escaped or not", () => {
    const hidden = buildPdf([...minimalPdfObjects(), ...objectStream(["<< /S /J#61vaScript /JS (app.alert(1)) >>"])]);
    expect(hidden.toString("latin1")).not.toMatch(/JavaScript|J#61vaScript/);
    expect(findPdfActiveContent(hidden)).toBe("active-content");
    expect(findPdfActiveContent(buildPdf([...minimalPdfObjects(), ...objectStream(["<< /Producer (Writer) >>"])]))).toBeNull();
  });

  it("finds an attached file", async () => {
    expect(findPdfActiveContent(await pdfWithAttachedFile())).toBe("active-content");
  });

  it("stops inflating a bomb inside an object stream and says the file could not be checked", () => {
    // 64 MB of spaces deflate to about 64 KB; the budget stops the inflation halfway.
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    const pdf = buildPdf([...minimalPdfObjects(), ...objectStream([], { body: bomb })]);
    const before = process.memoryUsage().arrayBuffers;
    expect(findPdfActiveContent(pdf)).toBe("not-fully-checked");
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("inflates object streams of a real file's size in full", () => {
    const large = deflateSync(Buffer.concat([Buffer.alloc(8 * 1024 * 1024, 0x20), Buffer.from("<< /S /JavaScript >>")]));
    expect(findPdfActiveContent(buildPdf([...minimalPdfObjects(), ...objectStream([], { body: large })]))).toBe("active-content");
  });

  it("says so when an object stream is in an encoding it does not read, or broken", () => {
    const lzw = buildPdf([...minimalPdfObjects(), ...objectStream(["<< /S /JavaScript >>"], { filter: "/LZWDecode", body: Buffer.from([0x80, 0x0b, 0x60]) })]);
    expect(findPdfActiveContent(lzw)).toBe("not-fully-checked");
    const broken = buildPdf([...minimalPdfObjects(), ...objectStream([], { body: Buffer.from("not deflate at all") })]);
    expect(findPdfActiveContent(broken)).toBe("not-fully-checked");
  });
});
