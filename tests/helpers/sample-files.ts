import { crc32, deflateRawSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

/*
 * Real, minimal files of every type the forms accept, and the forgeries they must refuse, built in
 * memory so tests need no fixture folder. The Office files here are genuine zips (stored, uncompressed)
 * with the parts Word, Excel and PowerPoint require; office-files.ts has files made by real writers.
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

/** Compressed bytes built elsewhere, with the size and CRC of what they inflate to. */
export type DeflatedData = { deflated: Buffer; size: number; crc: number };

/** Header fields to overwrite, so the central directory and a local header can be made to disagree. */
type HeaderChanges = Partial<{ name: string; flags: number; method: number; crc: number; compressedSize: number; uncompressedSize: number }>;

export type ZipEntry = {
  name: string;
  data: string | Buffer | DeflatedData;
  /** Deflate the data with node:zlib, as Office writers do; stored (uncompressed) otherwise. */
  deflate?: boolean;
  /**
   * Write the CRC and sizes in a data descriptor after the data (bit 3), leaving zeros in the local
   * header; its signature is optional in the format, so it can be left out.
   */
  dataDescriptor?: boolean | "without-signature";
  /** An extra field, written in both headers. */
  extra?: Buffer;
  central?: HeaderChanges;
  local?: HeaderChanges;
};

function entryContent(entry: ZipEntry): { bytes: Buffer; method: number; size: number; crc: number } {
  if (!Buffer.isBuffer(entry.data) && typeof entry.data !== "string") {
    return { bytes: entry.data.deflated, method: 8, size: entry.data.size, crc: entry.data.crc };
  }
  const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, "utf8");
  return entry.deflate ? { bytes: deflateRawSync(data), method: 8, size: data.length, crc: crc32(data) } : { bytes: data, method: 0, size: data.length, crc: crc32(data) };
}

/** A zip archive with the given entries, stored without compression unless an entry asks for deflate. */
export function buildZip(entries: ZipEntry[], comment = ""): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { bytes, method, size, crc } = entryContent(entry);
    const flags = entry.dataDescriptor ? 0x0008 : 0;
    const extra = entry.extra ?? Buffer.alloc(0);
    const fields = (changes: HeaderChanges = {}) => ({
      name: Buffer.from(changes.name ?? entry.name, "utf8"),
      flags: changes.flags ?? flags,
      method: changes.method ?? method,
      crc: changes.crc ?? crc,
      compressedSize: changes.compressedSize ?? bytes.length,
      uncompressedSize: changes.uncompressedSize ?? size,
    });
    const inLocal = fields({ ...(entry.dataDescriptor ? { crc: 0, compressedSize: 0, uncompressedSize: 0 } : {}), ...entry.local });
    const inCentral = fields(entry.central);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(inLocal.flags, 6);
    local.writeUInt16LE(inLocal.method, 8);
    local.writeUInt32LE(inLocal.crc, 14);
    local.writeUInt32LE(inLocal.compressedSize, 18);
    local.writeUInt32LE(inLocal.uncompressedSize, 22);
    local.writeUInt16LE(inLocal.name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(bytes.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const writtenDescriptor = entry.dataDescriptor === "without-signature" ? descriptor.subarray(4) : descriptor;

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(inCentral.flags, 8);
    central.writeUInt16LE(inCentral.method, 10);
    central.writeUInt32LE(inCentral.crc, 16);
    central.writeUInt32LE(inCentral.compressedSize, 20);
    central.writeUInt32LE(inCentral.uncompressedSize, 24);
    central.writeUInt16LE(inCentral.name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, inLocal.name, extra, bytes, writtenDescriptor);
    centrals.push(central, inCentral.name, extra);
    offset += local.length + inLocal.name.length + extra.length + bytes.length + writtenDescriptor.length;
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
