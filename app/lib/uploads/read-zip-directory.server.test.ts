import { describe, expect, it } from "vitest";
import { realDocx, realPptx, realXlsx } from "#tests/helpers/office-files.ts";
import { buildZip, sampleDocx, type ZipEntry } from "#tests/helpers/sample-files.ts";
import { zipBombDocx } from "#tests/helpers/zip-bomb.ts";
import { readZipDirectory } from "./read-zip-directory.server.ts";

const document = "<w:document><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>".repeat(20);

/** A Word-shaped archive whose document part is `changed`; the rest is ordinary. */
function docxWith(changed: Partial<ZipEntry>): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: "<Types/>", deflate: true },
    { name: "word/document.xml", data: document, deflate: true, ...changed },
    { name: "word/styles.xml", data: "<w:styles/>", deflate: true },
  ]);
}

describe("reading a zip's central directory", () => {
  it("reads every entry of the archives real Office writers make", async () => {
    for (const [label, file] of [
      ["docx", await realDocx()],
      ["xlsx", await realXlsx()],
      ["pptx", await realPptx()],
    ] as const) {
      const entries = readZipDirectory(file);
      expect(entries, label).not.toBeNull();
      expect(entries!.map((entry) => entry.name), label).toContain("[Content_Types].xml");
    }
    const word = readZipDirectory(await realDocx())!.find((entry) => entry.name === "word/document.xml");
    expect(word).toMatchObject({ method: 8 });
    expect(word!.uncompressedSize).toBeGreaterThan(word!.compressedSize);
  });

  it("reports the sizes the directory declares, without inflating anything", () => {
    const bomb = zipBombDocx();
    const started = performance.now();
    const entries = readZipDirectory(bomb)!;
    expect(entries.find((entry) => entry.name === "word/document.xml")).toMatchObject({ uncompressedSize: 1024 ** 3, method: 8 });
    // Inflating a gibibyte takes seconds; reading the directory takes a moment.
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("accepts data descriptors that agree with the directory, with or without their signature", () => {
    expect(readZipDirectory(docxWith({ dataDescriptor: true }))).not.toBeNull();
    expect(readZipDirectory(docxWith({ dataDescriptor: "without-signature" }))).not.toBeNull();
  });

  it("refuses a directory that disagrees with a local header on name, method, sizes or CRC", () => {
    const cases: Array<[string, Partial<ZipEntry>]> = [
      ["another name in the local header", { local: { name: "word/documenT.xml" } }],
      ["another name in the directory", { central: { name: "word/documenT.xml" } }],
      ["stored in the local header, deflated in the directory", { local: { method: 0 } }],
      ["a smaller size in the directory (the classic bomb lie)", { central: { uncompressedSize: 100 } }],
      ["a smaller compressed size in the local header", { local: { compressedSize: 10 } }],
      ["another CRC in the directory", { central: { crc: 0x12345678 } }],
      ["zeros in the local header without bit 3", { local: { crc: 0, compressedSize: 0, uncompressedSize: 0 } }],
      ["a data descriptor that disagrees with the directory", { dataDescriptor: true, central: { uncompressedSize: 100 } }],
    ];
    expect(readZipDirectory(docxWith({}))).not.toBeNull();
    for (const [label, changed] of cases) expect(readZipDirectory(docxWith(changed)), label).toBeNull();
  });

  it("refuses ZIP64 markers in the directory, the local header or the end record", () => {
    const zip64Extra = Buffer.alloc(20);
    zip64Extra.writeUInt16LE(0x0001, 0);
    zip64Extra.writeUInt16LE(16, 2);
    expect(readZipDirectory(docxWith({ central: { uncompressedSize: 0xffffffff } }))).toBeNull();
    expect(readZipDirectory(docxWith({ central: { compressedSize: 0xffffffff }, local: { compressedSize: 0xffffffff } }))).toBeNull();
    expect(readZipDirectory(docxWith({ extra: zip64Extra }))).toBeNull();

    const manyEntries = sampleDocx();
    manyEntries.writeUInt16LE(0xffff, manyEntries.length - 22 + 8);
    manyEntries.writeUInt16LE(0xffff, manyEntries.length - 22 + 10);
    expect(readZipDirectory(manyEntries)).toBeNull();
    const farDirectory = sampleDocx();
    farDirectory.writeUInt32LE(0xffffffff, farDirectory.length - 22 + 16);
    expect(readZipDirectory(farDirectory)).toBeNull();
  });

  it("refuses encrypted entries and compression methods Office does not use", () => {
    expect(readZipDirectory(docxWith({ central: { flags: 0x0001 }, local: { flags: 0x0001 } }))).toBeNull();
    expect(readZipDirectory(docxWith({ local: { flags: 0x0001 } }))).toBeNull();
    expect(readZipDirectory(docxWith({ central: { method: 12 }, local: { method: 12 } }))).toBeNull();
  });

  it("refuses a name used twice and bytes that belong to no entry", () => {
    expect(
      readZipDirectory(
        buildZip([
          { name: "[Content_Types].xml", data: "<Types/>" },
          { name: "word/document.xml", data: "<w:document/>" },
          { name: "word/document.xml", data: "<html><script>alert(1)</script></html>" },
        ]),
      ),
    ).toBeNull();
    // Both headers claim 100 bytes fewer than are stored: the rest hides between two entries.
    const hidden = Buffer.concat([Buffer.from("<w:document/>"), Buffer.alloc(100, 0x41)]);
    expect(readZipDirectory(docxWith({ data: hidden, deflate: false, central: { compressedSize: 13, uncompressedSize: 13 }, local: { compressedSize: 13, uncompressedSize: 13 } }))).toBeNull();
  });
});
