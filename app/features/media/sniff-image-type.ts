import type { MediaKind } from "#app/db/schema.ts";

/*
 * What a file is, read from its first bytes, never from its name or the type the browser sent: a
 * renamed executable or web page is found out before anything decodes it. An SVG is recognised
 * only to be refused with its own message (ADR 014).
 */

export type SniffedType = MediaKind | "svg";

/** How many leading bytes `sniffImageType` looks at; an SVG's `<svg` may follow an XML prolog and comments. */
export const SNIFF_BYTES = 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (head.length < at + bytes.length) return false;
  return bytes.every((byte, index) => head[at + index] === byte);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));
}

/**
 * AVIF is an ISO media file: a `ftyp` box first, whose major or compatible brands include `avif`
 * (a still picture) or `avis` (a sequence). HEIC shares the container with other brands and is
 * not taken.
 */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, head.length);
  // Major brand at 8, minor version at 12, compatible brands from 16 on, four bytes each.
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** Text that opens (after a byte-order mark, white space, an XML prolog or comments) an `<svg` element. */
function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head).replace(/^\uFEFF/, "").trimStart();
  if (!text.startsWith("<")) return false;
  return /<svg[\s>/]/i.test(text);
}

/** The type the bytes say the file is, or null when it is none the library recognises. */
export function sniffImageType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, JPEG)) return "jpeg";
  if (startsWith(head, PNG)) return "png";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (isAvif(head)) return "avif";
  if (isSvg(head)) return "svg";
  return null;
}
