// Camera-sized JPEGs for the upload burst, each with pixels of its own: the media library refuses
// a picture it already holds (by the file's hash, then by its variants' hashes), so a repeated
// file would measure a refusal instead of the work of making variants.
import sharp from "sharp";

/** 20 megapixels in a camera's 3:2 frame (a 1-inch sensor's full resolution). */
export const PHOTO_SIZE = { width: 5472, height: 3648 } as const;

/** Varied pixels, so the encoders have detail to work on, as in a photo (tests/helpers/media-files.ts). */
function gradientPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 256;
    }
  }
  return pixels;
}

/**
 * `count` different JPEGs of `size`: the same gradient with a block of its own colour and place,
 * a tenth of the frame wide, so it still differs in the 320 px variant.
 */
export async function distinctPhotos(count: number, size: { width: number; height: number } = PHOTO_SIZE): Promise<Buffer[]> {
  const { width, height } = size;
  const pixels = gradientPixels(width, height);
  const block = { width: Math.round(width / 10), height: Math.round(height / 10) };
  const photos: Buffer[] = [];
  for (let index = 0; index < count; index += 1) {
    const background = { r: (index * 97) % 256, g: (index * 57 + 128) % 256, b: (index * 31 + 64) % 256 };
    photos.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .composite([
          {
            input: { create: { ...block, channels: 3, background } },
            left: (index * 131) % (width - block.width),
            top: (index * 71) % (height - block.height),
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return photos;
}
