import { checkPdfStructure } from "./check-pdf-structure.server.ts";
import { checkZipExpansion } from "./check-zip-expansion.server.ts";
import type { FileSignature } from "./file-type-contents.ts";
import { containsZipArchive, readZipDirectory } from "./read-zip-directory.server.ts";

/*
 * Recognises a file by its bytes, so a renamed executable or web page is refused whatever its
 * name says. Two steps: the leading bytes are checked as soon as they arrive (an upload with the
 * wrong magic bytes is refused before the rest is read), then the whole file once it is complete
 * (an Office zip must be a plain zip holding the part that makes it a Word, Excel or PowerPoint
 * file, and must not swell when opened; a PDF must have a PDF's structure; and no type may carry
 * a zip archive glued to its end — the usual polyglot trick).
 */

const PDF = Buffer.from("%PDF-", "latin1");
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** How many leading bytes `checkLeadingBytes` needs to decide. */
export const LEADING_BYTES_NEEDED = 8;

const leadingSignature: Record<FileSignature, Buffer> = {
  pdf: PDF,
  jpeg: JPEG,
  png: PNG,
  ole2: OLE2,
  "ooxml-word": ZIP_LOCAL_HEADER,
  "ooxml-excel": ZIP_LOCAL_HEADER,
  "ooxml-powerpoint": ZIP_LOCAL_HEADER,
};

/** The part whose presence makes an OOXML zip a document of that kind. */
const ooxmlMainPart: Partial<Record<FileSignature, string>> = {
  "ooxml-word": "word/document.xml",
  "ooxml-excel": "xl/workbook.xml",
  "ooxml-powerpoint": "ppt/presentation.xml",
};

/** True when `head` (the first bytes of the file, or all of a shorter file) starts as the type must. */
export function checkLeadingBytes(signature: FileSignature, head: Buffer): boolean {
  const expected = leadingSignature[signature];
  return head.length >= expected.length && head.subarray(0, expected.length).equals(expected);
}

/** The whole-file check; `checkLeadingBytes` must already have passed. */
export function checkCompleteFile(signature: FileSignature, data: Buffer): boolean {
  if (!checkLeadingBytes(signature, data)) return false;
  const mainPart = ooxmlMainPart[signature];
  if (mainPart) {
    const entries = readZipDirectory(data);
    if (entries === null || !checkZipExpansion(entries)) return false;
    const names = new Set(entries.map((entry) => entry.name));
    return names.has("[Content_Types].xml") && names.has(mainPart);
  }
  if (containsZipArchive(data)) return false;
  if (signature === "pdf") return checkPdfStructure(data);
  return true;
}
