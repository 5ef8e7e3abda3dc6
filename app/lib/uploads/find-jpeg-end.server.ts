/*
 * Where a JPEG really ends: at the EOI marker (FF D9) that closes its last scan, found by walking
 * the marker segments by their lengths and the compressed scan data to the marker that ends it.
 * Searching for FF D9 would not do: an EXIF thumbnail inside the APP1 segment is a whole JPEG
 * with its own FF D9, and data appended after the image may hold one too.
 */

const MARKER_PREFIX = 0xff;
const START_OF_IMAGE = 0xd8;
const END_OF_IMAGE = 0xd9;
const START_OF_SCAN = 0xda;
/** TEM and RST0–RST7 stand alone, without a length. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Offset of the marker that ends the compressed scan data starting at `offset`, or null. */
function skipScanData(data: Buffer, offset: number): number | null {
  let position = offset;
  for (;;) {
    const prefix = data.indexOf(MARKER_PREFIX, position);
    if (prefix === -1 || prefix + 1 >= data.length) return null;
    const next = data[prefix + 1]!;
    // FF 00 is a stuffed data byte and RSTn a restart inside the scan; FF FF is fill before a marker.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) position = prefix + 2;
    else if (next === MARKER_PREFIX) position = prefix + 1;
    else return prefix;
  }
}

/** Offset just past the EOI of the JPEG starting at `start`, or null when its structure cannot be followed there. */
function findImageEnd(data: Buffer, start: number): number | null {
  if (data[start] !== MARKER_PREFIX || data[start + 1] !== START_OF_IMAGE) return null;
  let offset = start + 2;
  while (offset < data.length) {
    if (data[offset] !== MARKER_PREFIX) return null;
    // Any number of FF fill bytes may precede a marker.
    while (data[offset] === MARKER_PREFIX) offset += 1;
    if (offset >= data.length) return null;
    const marker = data[offset]!;
    offset += 1;
    if (marker === END_OF_IMAGE) return offset;
    if (isStandalone(marker)) continue;
    if (marker === 0x00 || marker === START_OF_IMAGE || offset + 2 > data.length) return null;
    const length = data.readUInt16BE(offset);
    if (length < 2 || offset + length > data.length) return null;
    offset += length;
    if (marker === START_OF_SCAN) {
      const scanEnd = skipScanData(data, offset);
      if (scanEnd === null) return null;
      offset = scanEnd;
    }
  }
  return null;
}

/**
 * Offset just past the real end of the image, or null when its structure cannot be followed.
 * Whole JPEGs stored right after it count as part of it: phones store a depth map or an HDR gain
 * map that way (the Multi-Picture Format), and an image is no more dangerous than the first.
 */
export function findJpegEnd(data: Buffer): number | null {
  let end = findImageEnd(data, 0);
  while (end !== null && end < data.length) {
    const next = findImageEnd(data, end);
    if (next === null) break;
    end = next;
  }
  return end;
}
