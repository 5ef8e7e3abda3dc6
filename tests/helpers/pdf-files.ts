import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";

/*
 * PDFs for the upload checks: real ones from pdf-lib (with and without compressed object streams,
 * with a script run on opening, with an attached file), ones with incremental updates appended as
 * editors and signing tools write them, and hand-written ones for what no library writes (names
 * with #xx escapes, markup right after the header). Every one has a correct cross-reference table.
 */

type SaveOptions = { useObjectStreams?: boolean };

async function onePageDocument(text: string): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 200]);
  page.drawText(text, { x: 24, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return document;
}

/** A one-page PDF; pdf-lib writes compressed object streams unless told not to. */
export async function realPdf(text = "Request for proposal", options: SaveOptions = {}): Promise<Buffer> {
  return Buffer.from(await (await onePageDocument(text)).save(options));
}

/** A PDF that runs JavaScript when opened: an /OpenAction in the catalog pointing at a /JavaScript action. */
export async function pdfWithOpeningScript(options: SaveOptions = {}): Promise<Buffer> {
  const document = await onePageDocument("Invoice");
  const action = document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('Please enable macros')") });
  document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
  return Buffer.from(await document.save(options));
}

/** A PDF carrying another file (an /EmbeddedFile stream listed under /EmbeddedFiles). */
export async function pdfWithAttachedFile(): Promise<Buffer> {
  const document = await onePageDocument("Portfolio");
  await document.attach(Buffer.from("MZ pretend program"), "setup.exe", { mimeType: "application/octet-stream", description: "Installer" });
  return Buffer.from(await document.save());
}

/**
 * Appends one incremental update, as an editor's "save" or a signing tool does: a new version of
 * the document information dictionary, a cross-reference section for it alone, and a trailer
 * pointing back (/Prev) at the previous section. The file needs a classic trailer (pdf-lib with
 * `useObjectStreams: false`).
 */
export function appendIncrementalUpdate(pdf: Buffer, producer: string): Buffer {
  const text = pdf.toString("latin1");
  const previousXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const trailers = [...text.matchAll(/trailer\s*<<([\s\S]*?)>>\s*startxref/g)];
  const trailer = trailers.at(-1)![1]!;
  const size = Number(/\/Size (\d+)/.exec(trailer)![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(trailer)![1]!;
  const info = /\/Info (\d+) (\d+) R/.exec(trailer);
  const objectNumber = info ? Number(info[1]) : size;

  const separator = pdf.at(-1) === 0x0a ? "" : "\n";
  const objectOffset = pdf.length + separator.length;
  const object = `${objectNumber} 0 obj\n<< /Producer (${producer}) /ModDate (D:20261121100000Z) >>\nendobj\n`;
  const xrefOffset = objectOffset + object.length;
  const update =
    `${separator}${object}xref\n${objectNumber} 1\n${String(objectOffset).padStart(10, "0")} 00000 n \n` +
    `trailer\n<< /Size ${Math.max(size, objectNumber + 1)} /Root ${root} /Info ${objectNumber} 0 R /Prev ${previousXref} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, "latin1")]);
}

/** The catalog, page tree and one page of a hand-written PDF; `catalogEntries` go into the catalog. */
export function minimalPdfObjects(catalogEntries = ""): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogEntries}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
}

/**
 * A PDF written object by object (object 1 is the catalog), with a correct cross-reference
 * table. `afterHeader` goes on the lines after the header, where writers put a binary comment.
 */
export function buildPdf(objects: string[], options: { afterHeader?: string } = {}): Buffer {
  let body = `%PDF-1.7\n${options.afterHeader ?? "%\u00e2\u00e3\u00cf\u00d3"}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
