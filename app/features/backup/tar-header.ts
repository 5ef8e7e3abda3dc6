/*
 * The 512-byte header of a POSIX ustar entry: all an archive of plain files needs, readable by
 * `tar` everywhere. Names longer than 100 bytes are split at a slash into the 155-byte prefix;
 * sizes past 8 GiB use the base-256 form GNU tar and bsdtar read.
 */

export const TAR_BLOCK = 512;
const NAME_BYTES = 100;
const PREFIX_BYTES = 155;
const OCTAL_SIZE_LIMIT = 8 ** 11;

function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= NAME_BYTES) return { prefix: "", name };
  for (let slash = name.indexOf("/"); slash !== -1; slash = name.indexOf("/", slash + 1)) {
    const prefix = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= PREFIX_BYTES && Buffer.byteLength(rest) <= NAME_BYTES) return { prefix, name: rest };
  }
  throw new Error(`Entry name too long for a tar header: ${name}`);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(value.toString(8).padStart(length - 1, "0") + "\0", offset, length, "ascii");
}

function writeSize(header: Buffer, size: number): void {
  if (size < OCTAL_SIZE_LIMIT) return writeOctal(header, size, 124, 12);
  header[124] = 0x80;
  let rest = BigInt(size);
  for (let index = 135; index > 124; index--) {
    header[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  // The checksum field itself counts as eight spaces.
  for (let index = 0; index < TAR_BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  return sum;
}

export function encodeTarHeader(entry: { name: string; size: number; modifiedAt: Date }): Buffer {
  const header = Buffer.alloc(TAR_BLOCK);
  const { prefix, name } = splitName(entry.name);
  header.write(name, 0, NAME_BYTES, "utf8");
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeSize(header, entry.size);
  writeOctal(header, Math.floor(entry.modifiedAt.getTime() / 1000), 136, 12);
  header.write("0", 156, 1, "ascii");
  header.write("ustar\0" + "00", 257, 8, "ascii");
  header.write(prefix, 345, PREFIX_BYTES, "utf8");
  header.write(checksumOf(header).toString(8).padStart(6, "0") + "\0 ", 148, 8, "ascii");
  return header;
}

function readText(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function readNumber(header: Buffer, offset: number, length: number): number | null {
  if (header[offset]! & 0x80) {
    let value = BigInt(header[offset]! & 0x7f);
    for (let index = offset + 1; index < offset + length; index++) value = (value << 8n) | BigInt(header[index]!);
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
  }
  const text = readText(header, offset, length).trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : null;
}

export type DecodedTarHeader =
  | { kind: "end" }
  | { kind: "file"; name: string; size: number }
  | { kind: "other"; name: string; size: number; type: string }
  | { kind: "invalid" };

export function decodeTarHeader(header: Buffer): DecodedTarHeader {
  if (header.every((byte) => byte === 0)) return { kind: "end" };
  const stored = readNumber(header, 148, 8);
  const size = readNumber(header, 124, 12);
  if (stored === null || stored !== checksumOf(header) || size === null) return { kind: "invalid" };
  const prefix = readText(header, 345, PREFIX_BYTES);
  const base = readText(header, 0, NAME_BYTES);
  const name = prefix ? `${prefix}/${base}` : base;
  const type = String.fromCharCode(header[156]!);
  if (type === "0" || type === "\0") return { kind: "file", name, size };
  return { kind: "other", name, size, type };
}

/** Zero bytes that fill an entry's data up to the next block. */
export function tarPadding(size: number): number {
  return (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK;
}
