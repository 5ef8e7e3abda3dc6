/*
 * Reads a zip archive's central directory, and checks it against the local headers, without
 * inflating anything. Zip readers disagree on which of the two records they trust (Office reads
 * the directory, streaming readers the local headers), so an archive whose two records tell
 * different stories is refused: a checker that reads one while the program staff open reads the
 * other would check something other than what is opened.
 */

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_EXTRA_FIELD = 0x0001;

const END_OF_DIRECTORY_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const ZIP64_END_LOCATOR_SIZE = 20;
const MAX_ZIP_COMMENT = 0xffff;

/** Bit 0: encrypted; bit 6: strong encryption. */
const ENCRYPTION_FLAGS = 0x0001 | 0x0040;
/** Bit 3: sizes and CRC follow the data in a data descriptor, and the local header may hold zeros. */
const DATA_DESCRIPTOR_FLAG = 0x0008;

/** Office packages (Open Packaging Conventions) allow only these two; see ECMA-376 part 2, annex C. */
const STORED = 0;
const DEFLATED = 8;

export type ZipDirectoryEntry = {
  name: string;
  method: typeof STORED | typeof DEFLATED;
  compressedSize: number;
  uncompressedSize: number;
};

type LocatedEntry = ZipDirectoryEntry & { crc: number; localHeaderOffset: number; nameBytes: Buffer };

/** Offset of the zip end-of-central-directory record, searching the last 64 KB, or -1. */
function findEndOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  for (let offset = data.length - END_OF_DIRECTORY_SIZE; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/**
 * True when a consistent zip end record (its central directory lies just before it) sits in
 * the last 64 KB. Checking consistency keeps compressed image or PDF data that happens to contain
 * the 4-byte marker from being mistaken for an archive.
 */
export function containsZipArchive(data: Buffer): boolean {
  const lowest = Math.max(0, data.length - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  for (let offset = data.length - END_OF_DIRECTORY_SIZE; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) !== END_OF_DIRECTORY) continue;
    // The directory sits right before the end record. Its recorded offset is not trusted: a zip
    // glued behind other data keeps offsets relative to its own start, and zip readers cope.
    const directoryStart = offset - data.readUInt32LE(offset + 12);
    if (directoryStart >= 0 && directoryStart + 4 <= offset && data.readUInt32LE(directoryStart) === CENTRAL_HEADER) return true;
  }
  return false;
}

/** True when an extra-field block holds a ZIP64 record; a malformed tail is left to the size checks. */
function hasZip64Extra(data: Buffer, start: number, end: number): boolean {
  for (let offset = start; offset + 4 <= end; offset += 4 + data.readUInt16LE(offset + 2)) {
    if (data.readUInt16LE(offset) === ZIP64_EXTRA_FIELD) return true;
  }
  return false;
}

/**
 * Where the entry's bytes (data and any data descriptor) end, checking its local header against
 * the directory: same name and method, no encryption or ZIP64, and the same CRC and sizes, read
 * from the local header or, when bit 3 says they follow the data, from the data descriptor.
 * Null when anything disagrees.
 */
function checkLocalHeader(data: Buffer, entry: LocatedEntry, directoryOffset: number): number | null {
  const offset = entry.localHeaderOffset;
  if (offset + LOCAL_HEADER_SIZE > directoryOffset || data.readUInt32LE(offset) !== LOCAL_HEADER) return null;
  const flags = data.readUInt16LE(offset + 6);
  const nameLength = data.readUInt16LE(offset + 26);
  const extraLength = data.readUInt16LE(offset + 28);
  const nameStart = offset + LOCAL_HEADER_SIZE;
  const dataStart = nameStart + nameLength + extraLength;
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > directoryOffset) return null;
  if (flags & ENCRYPTION_FLAGS || data.readUInt16LE(offset + 8) !== entry.method) return null;
  if (!data.subarray(nameStart, nameStart + nameLength).equals(entry.nameBytes)) return null;
  if (hasZip64Extra(data, nameStart + nameLength, dataStart)) return null;

  const recorded = (at: number) => ({ crc: data.readUInt32LE(at), compressed: data.readUInt32LE(at + 4), uncompressed: data.readUInt32LE(at + 8) });
  const matches = (values: ReturnType<typeof recorded>) =>
    values.crc === entry.crc && values.compressed === entry.compressedSize && values.uncompressed === entry.uncompressedSize;

  if (!(flags & DATA_DESCRIPTOR_FLAG)) return matches(recorded(offset + 14)) ? dataEnd : null;
  // The descriptor's signature is optional; with it the record is 16 bytes, without it 12.
  if (dataEnd + 16 <= directoryOffset && data.readUInt32LE(dataEnd) === DATA_DESCRIPTOR && matches(recorded(dataEnd + 4))) return dataEnd + 16;
  if (dataEnd + 12 <= directoryOffset && matches(recorded(dataEnd))) return dataEnd + 12;
  return null;
}

/**
 * The entries of a zip that is nothing but a plain zip, or null. Plain means: it starts with a
 * local header, its entries follow one another with no byte unaccounted for up to the central
 * directory, the directory ends exactly where the end record begins and the end record's comment
 * ends exactly at the end of the file (anything before, between or after could be another format
 * hiding in the same bytes); every directory entry agrees with its local header; no entry is
 * encrypted (its content could not be checked), uses ZIP64 (no Office file needs 4 GB, and the
 * 64-bit records are a second set of sizes to disagree with), another compression method than
 * stored or deflate, or a name used twice (readers differ on which of the two they open).
 */
export function readZipDirectory(data: Buffer): ZipDirectoryEntry[] | null {
  if (data.length < END_OF_DIRECTORY_SIZE + LOCAL_HEADER_SIZE) return null;
  const end = findEndOfDirectory(data);
  if (end === -1) return null;
  const diskNumber = data.readUInt16LE(end + 4);
  const directoryDisk = data.readUInt16LE(end + 6);
  const entriesOnDisk = data.readUInt16LE(end + 8);
  const entryCount = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  const commentLength = data.readUInt16LE(end + 20);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null;
  if (end >= ZIP64_END_LOCATOR_SIZE && data.readUInt32LE(end - ZIP64_END_LOCATOR_SIZE) === ZIP64_END_LOCATOR) return null;
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount || entryCount === 0) return null;
  if (end + END_OF_DIRECTORY_SIZE + commentLength !== data.length) return null;
  if (directoryOffset + directorySize !== end) return null;

  const entries: LocatedEntry[] = [];
  const names = new Set<string>();
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + CENTRAL_HEADER_SIZE > end || data.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
    const flags = data.readUInt16LE(offset + 8);
    const method = data.readUInt16LE(offset + 10);
    const crc = data.readUInt32LE(offset + 16);
    const compressedSize = data.readUInt32LE(offset + 20);
    const uncompressedSize = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const entryCommentLength = data.readUInt16LE(offset + 32);
    const localHeaderOffset = data.readUInt32LE(offset + 42);
    const nameStart = offset + CENTRAL_HEADER_SIZE;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + entryCommentLength;
    if (next > end) return null;
    if (flags & ENCRYPTION_FLAGS) return null;
    if (method !== STORED && method !== DEFLATED) return null;
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) return null;
    if (hasZip64Extra(data, extraStart, extraStart + extraLength)) return null;
    if (method === STORED && compressedSize !== uncompressedSize) return null;
    const nameBytes = data.subarray(nameStart, extraStart);
    const name = nameBytes.toString("utf8");
    if (names.has(name)) return null;
    names.add(name);
    entries.push({ name, method, compressedSize, uncompressedSize, crc, localHeaderOffset, nameBytes });
    offset = next;
  }
  if (offset !== end) return null;

  // In file order, each entry must begin exactly where the one before it ends.
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)) {
    if (entry.localHeaderOffset !== expected) return null;
    const entryEnd = checkLocalHeader(data, entry, directoryOffset);
    if (entryEnd === null) return null;
    expected = entryEnd;
  }
  if (expected !== directoryOffset) return null;

  return entries.map(({ name, method, compressedSize, uncompressedSize }) => ({ name, method, compressedSize, uncompressedSize }));
}
