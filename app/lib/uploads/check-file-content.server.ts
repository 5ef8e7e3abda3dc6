import type { FileSignature } from "./file-types.ts";

/*
 * Recognises a file by its bytes, so a renamed executable or web page is refused whatever its
 * name says. Two steps: the leading bytes are checked as soon as they arrive (an upload with the
 * wrong magic bytes is refused before the rest is read), then the whole file once it is complete
 * (an Office zip must hold the part that makes it a Word, Excel or PowerPoint file, and no type may
 * carry a zip archive glued to its end — the usual polyglot trick).
 */

const PDF = Buffer.from("%PDF-", "latin1");
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_LOCAL_HEADER_SIGNATURE = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

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
    const names = readZipEntryNames(data);
    return names !== null && names.has("[Content_Types].xml") && names.has(mainPart);
  }
  if (containsZipArchive(data)) return false;
  if (signature === "pdf") {
    // A PDF ends with %%EOF; allow the trailing whitespace and padding some writers leave.
    return data.subarray(Math.max(0, data.length - 1024)).includes("%%EOF", 0, "latin1");
  }
  return true;
}

/** Offset of the zip end-of-central-directory record, searching the last 64 KB, or -1. */
function findZipEndOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  for (let offset = data.length - END_OF_DIRECTORY_SIZE; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/**
 * True when a consistent zip end record (its central directory lies just before it) sits in
 * the last 64 KB. Checking consistency keeps compressed image or PDF data
 * that happens to contain the 4-byte marker from being mistaken for an archive.
 */
function containsZipArchive(data: Buffer): boolean {
  const lowest = Math.max(0, data.length - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  for (let offset = data.length - END_OF_DIRECTORY_SIZE; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) !== ZIP_END_OF_DIRECTORY) continue;
    // The directory sits right before the end record. Its recorded offset is not trusted: a zip
    // glued behind other data keeps offsets relative to its own start, and zip readers cope.
    const directoryStart = offset - data.readUInt32LE(offset + 12);
    if (directoryStart >= 0 && directoryStart + 4 <= offset && data.readUInt32LE(directoryStart) === ZIP_CENTRAL_HEADER) return true;
  }
  return false;
}

/**
 * The entry names of a zip that is nothing but a zip: it starts with a local header, its central
 * directory ends exactly where the end record begins, the end record's comment ends exactly at the
 * end of the file, and every entry points at a local header inside the file. Anything before or
 * after (another format hiding in the same bytes) makes it null.
 */
function readZipEntryNames(data: Buffer): Set<string> | null {
  if (data.length < END_OF_DIRECTORY_SIZE + ZIP_LOCAL_HEADER.length) return null;
  const end = findZipEndOfDirectory(data);
  if (end === -1) return null;
  const entryCount = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  const commentLength = data.readUInt16LE(end + 20);
  if (end + END_OF_DIRECTORY_SIZE + commentLength !== data.length) return null;
  if (directoryOffset + directorySize !== end || entryCount === 0) return null;

  const names = new Set<string>();
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || data.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLen = data.readUInt16LE(offset + 32);
    const localHeaderOffset = data.readUInt32LE(offset + 42);
    if (localHeaderOffset + 30 > directoryOffset || data.readUInt32LE(localHeaderOffset) !== ZIP_LOCAL_HEADER_SIGNATURE) return null;
    names.add(data.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLen;
  }
  return offset === end ? names : null;
}
