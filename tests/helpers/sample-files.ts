import { crc32 } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

/*
 * Real, minimal files of every type the forms accept, and the forgeries they must refuse, built in
 * memory so tests need no fixture folder. The Office files are genuine zips (stored, uncompressed)
 * with the parts Word, Excel and PowerPoint require.
 */

/** A one-page PDF with some text, as a PDF writer makes it. */
export async function samplePdf(text = "Kairav Technologies test document"): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 200]);
  page.drawText(text, { x: 24, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** A 1×1 PNG. */
export function samplePng(): Buffer {
  return Buffer.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c63f8cfc0f01f0005000201" + "5b1d4b650000000049454e44ae426082",
    "hex",
  );
}

/** A tiny baseline JPEG (SOI … EOI). */
export function sampleJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
    Buffer.alloc(64, 0x11),
    Buffer.from("ffd9", "hex"),
  ]);
}

/** An OLE2 compound file header, as .doc/.xls/.ppt files start. */
export function sampleOle2(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from("d0cf11e0a1b11ae1", "hex").copy(header, 0);
  header.writeUInt16LE(0xfffe, 28);
  return Buffer.concat([header, Buffer.alloc(1024, 0xff)]);
}

type ZipEntry = { name: string; data: string | Buffer };

/** A zip archive with the given entries, stored without compression. */
export function buildZip(entries: ZipEntry[], comment = ""): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment, "latin1");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}" ContentType="application/xml"/></Types>`;

export function sampleDocx(text = "Curriculum vitae"): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: contentTypes("word/document.xml") },
    { name: "_rels/.rels", data: "<Relationships/>" },
    { name: "word/document.xml", data: `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>` },
  ]);
}

export function sampleXlsx(): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: contentTypes("xl/workbook.xml") },
    { name: "xl/workbook.xml", data: "<workbook/>" },
  ]);
}

export function samplePptx(): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: contentTypes("ppt/presentation.xml") },
    { name: "ppt/presentation.xml", data: "<presentation/>" },
  ]);
}

/** A zip that is not an Office document (no main part): a renamed archive. */
export function samplePlainZip(): Buffer {
  return buildZip([{ name: "payload.exe", data: Buffer.from("MZ not really a program") }]);
}

/** Polyglots: one set of bytes that two kinds of reader both accept. */
export const polyglots = {
  /** A PNG with a zip archive glued to its end ("GIFAR"-style). */
  pngWithZip: () => Buffer.concat([samplePng(), samplePlainZip()]),
  /** A PDF with a Word document's zip glued after %%EOF: a PDF reader and a zip reader both open it. */
  pdfWithZip: async () => Buffer.concat([await samplePdf(), sampleDocx()]),
  /** A docx whose zip carries an HTML page after its end record. */
  docxWithTrailingHtml: () => Buffer.concat([sampleDocx(), Buffer.from("<html><script>alert(1)</script></html>")]),
  /** An HTML page that mentions %PDF- after its first bytes. */
  htmlPretendingPdf: () => Buffer.from("<html><body>%PDF-1.7 <script>alert(1)</script></body></html>\n%%EOF\n"),
};
