import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { realDocx, realPptx, realXlsx } from "#tests/helpers/office-files.ts";
import { buildZip } from "#tests/helpers/sample-files.ts";
import { deflatedZeros, zipBombDocx } from "#tests/helpers/zip-bomb.ts";
import { checkZipExpansion, MAX_COMPRESSION_RATIO, MAX_UNCOMPRESSED_BYTES } from "./check-zip-expansion.server.ts";
import { readZipDirectory } from "./read-zip-directory.server.ts";

const KB = 1024;
const MB = 1024 * 1024;

function expands(zip: Buffer): boolean {
  return checkZipExpansion(readZipDirectory(zip)!);
}

describe("zip expansion limits", () => {
  it("keeps the limits the upload rules promise", () => {
    expect(MAX_UNCOMPRESSED_BYTES).toBe(100 * MB);
    expect(MAX_COMPRESSION_RATIO).toBe(100);
  });

  it("passes real Office files, a 60,000-row spreadsheet among them", async () => {
    expect(expands(await realDocx(2000))).toBe(true);
    expect(expands(await realPptx(10))).toBe(true);
    expect(expands(await realXlsx(60_000))).toBe(true);
  });

  it("refuses a 1 MB archive that inflates to 1 GiB", () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(1.1 * MB);
    expect(expands(bomb)).toBe(false);
  });

  it("refuses one entry past 100:1 even when the archive as a whole stays below it", () => {
    // 2 MiB of zeros deflate to about 2 KB; 3 MB of random bytes stored beside them dilute the total to about 1.7:1.
    const zip = buildZip([
      { name: "xl/media/noise.bin", data: randomBytes(3 * MB) },
      { name: "xl/worksheets/sheet1.xml", data: deflatedZeros(2) },
    ]);
    expect(expands(zip)).toBe(false);
  });

  it("refuses more than 100 MB in total even at ordinary ratios", () => {
    // Ten entries declaring 10.5 MB each from 1 MB of data: 10.5:1 each, 105 MB in all.
    const entries = Array.from({ length: 10 }, (_, index) => {
      const deflated = randomBytes(MB);
      return { name: `word/media/image${index}.emf`, data: { deflated, size: 10.5 * MB, crc: 0 } };
    });
    expect(expands(buildZip(entries))).toBe(false);
    expect(expands(buildZip(entries.slice(0, 9)))).toBe(true);
  });

  it("leaves small parts alone whatever their ratio", () => {
    // 64 KB of zeros deflate to under 100 bytes: far past 100:1, and harmless.
    const zip = buildZip([
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "xl/printerSettings/printerSettings1.bin", data: Buffer.alloc(64 * KB), deflate: true },
    ]);
    const entry = readZipDirectory(zip)!.find((candidate) => candidate.name.endsWith(".bin"))!;
    expect(entry.uncompressedSize / entry.compressedSize).toBeGreaterThan(MAX_COMPRESSION_RATIO);
    expect(expands(zip)).toBe(true);
  });
});
