import { deflateSync } from "node:zlib";
import sharp from "sharp";

/*
 * Pictures for the media library's tests, written by a real encoder (sharp), and the hostile
 * files it must refuse: a decompression bomb, a script-bearing SVG, an executable named .jpg.
 */

/** Varied pixels, so encoders have something to compress. */
function gradient(width: number, height: number, channels: 3 | 4 = 3) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 256;
      // Transparent on the left half, so the transparency is really used.
      if (channels === 4) pixels[offset + 3] = x < width / 2 ? 0 : 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** The GPS position a camera writes, and a text tag in it that can be looked for in any file. */
export const GPS_MAP_DATUM = "WGS-84";

/**
 * A photo as a phone takes it: EXIF with the camera and a GPS position (Pune), stored sideways
 * with orientation 6 (to be turned a quarter clockwise), so 1200 × 900 as stored is 900 × 1200 upright.
 */
export async function phonePhotoWithGps(): Promise<Buffer> {
  return gradient(1200, 900)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Kairav Camera", Model: "Phone 1", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1", GPSMapDatum: GPS_MAP_DATUM },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A full-size phone photo with its GPS position, upright: 6000 × 4000 is the 24 megapixels of a
 * mid-range phone. `seed` changes some pixels, so each run uploads a picture the library has not seen.
 */
export async function largePhonePhotoWithGps(seed: number, width = 6000, height = 4000): Promise<Buffer> {
  const marker = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: (seed >> 16) % 256 } } }).png().toBuffer();
  return gradient(width, height)
    .composite([{ input: marker, top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "Kairav Camera", Model: "Phone 2" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1", GPSMapDatum: GPS_MAP_DATUM },
    })
    .toBuffer();
}

export async function jpegPicture(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).jpeg({ quality: 80 }).toBuffer();
}

export async function pngPicture(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).png().toBuffer();
}

/** A PNG whose left half is transparent. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  return gradient(width, height, 4).png().toBuffer();
}

export async function webpPicture(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).webp().toBuffer();
}

export async function avifPicture(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).avif({ effort: 0 }).toBuffer();
}

/** A two-frame animated GIF: a white frame, then a black one. */
export async function animatedGif(): Promise<Buffer> {
  const frames = Buffer.concat([Buffer.alloc(16 * 16 * 4, 255), Buffer.alloc(16 * 16 * 4, 0)]);
  return sharp(frames, { raw: { width: 16, height: 32, channels: 4, pageHeight: 16 } }).gif().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid PNG of `side` × `side` black pixels (1-bit greyscale), a few
 * tens of kilobytes on disk for 20000 × 20000, 400 megapixels (1.2 GB as RGB) once decoded.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then zero bits
  const rows = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** SVGs that would run script on this origin if served as they are. */
export const SCRIPTED_SVGS: Record<string, string> = {
  "a script element": '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  "an event handler after an XML prolog and a comment":
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><rect width="10" height="10"/></svg>',
  "a javascript: link, with a byte-order mark and a doctype":
    '\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<SVG xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text y="10">x</text></a></SVG>',
};

/** The start of a Linux executable (ELF) padded to a plausible size: what a renamed program looks like. */
export function elfExecutable(): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(file);
  return file;
}

/** The start of a Windows executable (MZ … PE). */
export function windowsExecutable(): Buffer {
  const file = Buffer.alloc(4096);
  file.write("MZ", 0, "latin1");
  file.writeUInt32LE(0x80, 0x3c);
  file.write("PE\0\0", 0x80, "latin1");
  return file;
}
