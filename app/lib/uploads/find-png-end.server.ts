/*
 * Where a PNG really ends: after its IEND chunk, found by walking the chunks by their lengths (the
 * bytes "IEND" can occur inside compressed image data, so searching for them would not do).
 */

const SIGNATURE_BYTES = 8;
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;
/** The PNG specification caps a chunk's length at 2^31 - 1. */
const MAX_CHUNK_LENGTH = 0x7fffffff;

/** Offset just past the IEND chunk, or null when the chunks cannot be followed to it. */
export function findPngEnd(data: Buffer): number | null {
  let offset = SIGNATURE_BYTES;
  while (offset + CHUNK_OVERHEAD <= data.length) {
    const length = data.readUInt32BE(offset);
    const next = offset + CHUNK_OVERHEAD + length;
    if (length > MAX_CHUNK_LENGTH || next > data.length) return null;
    if (data.toString("latin1", offset + 4, offset + 8) === "IEND") return next;
    offset = next;
  }
  return null;
}
