import sharp from "sharp";

/*
 * Images written by a real encoder (sharp, libvips with libjpeg-turbo and libspng), including a
 * progressive JPEG, one with EXIF metadata and one carrying an EXIF thumbnail: a whole JPEG, with
 * its own end marker, inside the APP1 segment of the photo.
 */

/** Enough varied pixels that the compressed data is not trivial. */
function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([(x * 255) / width, (y * 255) / height, (x * y) % 256], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export async function realPng(width = 64, height = 48): Promise<Buffer> {
  return gradient(width, height).png().toBuffer();
}

export async function realJpeg(options: { width?: number; height?: number; progressive?: boolean } = {}): Promise<Buffer> {
  return gradient(options.width ?? 64, options.height ?? 48)
    .jpeg({ quality: 80, progressive: options.progressive ?? false })
    .toBuffer();
}

/** A JPEG with EXIF metadata (camera maker, model, copyright), as sharp's withMetadata writes it. */
export async function realJpegWithExif(): Promise<Buffer> {
  return gradient(64, 48)
    .withMetadata({ exif: { IFD0: { Make: "Kairav Camera", Model: "Test 1", Copyright: "Kairav Technologies" } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A photo whose APP1 segment holds an EXIF thumbnail (IFD1's JPEGInterchangeFormat), as cameras
 * write them: the thumbnail's FF D9 comes long before the photo's own.
 */
export async function realJpegWithExifThumbnail(): Promise<Buffer> {
  const photo = await realJpeg({ width: 160, height: 120 });
  const thumbnail = await realJpeg({ width: 16, height: 12 });
  // Little-endian TIFF: header, IFD0 with one entry (orientation), IFD1 pointing at the thumbnail.
  const ifd0 = 8;
  const ifd1 = ifd0 + 2 + 12 + 4;
  const thumbnailOffset = ifd1 + 2 + 2 * 12 + 4;
  const tiff = Buffer.alloc(thumbnailOffset);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  tiff.writeUInt16LE(1, ifd0);
  tiff.writeUInt16LE(0x0112, ifd0 + 2); // Orientation
  tiff.writeUInt16LE(3, ifd0 + 4); // SHORT
  tiff.writeUInt32LE(1, ifd0 + 6);
  tiff.writeUInt16LE(1, ifd0 + 10);
  tiff.writeUInt32LE(ifd1, ifd0 + 14);
  tiff.writeUInt16LE(2, ifd1);
  tiff.writeUInt16LE(0x0201, ifd1 + 2); // JPEGInterchangeFormat
  tiff.writeUInt16LE(4, ifd1 + 4); // LONG
  tiff.writeUInt32LE(1, ifd1 + 6);
  tiff.writeUInt32LE(thumbnailOffset, ifd1 + 10);
  tiff.writeUInt16LE(0x0202, ifd1 + 14); // JPEGInterchangeFormatLength
  tiff.writeUInt16LE(4, ifd1 + 16);
  tiff.writeUInt32LE(1, ifd1 + 18);
  tiff.writeUInt32LE(thumbnail.length, ifd1 + 22);
  tiff.writeUInt32LE(0, ifd1 + 26);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, thumbnail]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), header, payload, photo.subarray(2)]);
}
