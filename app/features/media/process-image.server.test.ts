import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { animatedGif, avifPicture, GPS_MAP_DATUM, jpegPicture, phonePhotoWithGps, pngBomb, pngPicture, transparentPng, webpPicture } from "#tests/helpers/media-files.ts";
import { MEDIA_DAMAGED_MESSAGE, tooLongSideMessage, tooManyPixelsMessage } from "./media-limits.ts";
import { MediaRefusalError } from "./media-refusal.ts";
import { processImage } from "./process-image.server.ts";

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MediaRefusalError);
  return (error as MediaRefusalError).refusal;
}

describe("making a picture's variants", () => {
  it("turns a phone photo upright, records its upright size and keeps no metadata in any variant", async () => {
    const photo = await phonePhotoWithGps();
    expect(photo.includes(GPS_MAP_DATUM)).toBe(true);
    const image = await processImage(photo, "jpeg");
    expect({ width: image.width, height: image.height }).toEqual({ width: 900, height: 1200 });
    expect(image.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual(["avif 320", "webp 320", "jpeg 320", "avif 640", "webp 640", "jpeg 640", "avif 900", "webp 900", "jpeg 900"]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: variant.width, height: variant.height });
      expect(variant.height).toBe(Math.round((variant.width * 1200) / 900));
      expect(metadata.exif, variant.format).toBeUndefined();
      expect(metadata.xmp, variant.format).toBeUndefined();
      expect(metadata.orientation ?? 1, variant.format).toBe(1);
      expect(variant.data.includes(GPS_MAP_DATUM), variant.format).toBe(false);
      expect(variant.hash).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(image.variants.map((variant) => variant.hash)).size).toBe(image.variants.length);
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.animated).toBe(false);
  });

  it("never upscales: a small picture is made at its own width only", async () => {
    const image = await processImage(await pngPicture(200, 100), "png");
    expect(image.variants.map((variant) => [variant.format, variant.width, variant.height])).toEqual([
      ["avif", 200, 100],
      ["webp", 200, 100],
      ["jpeg", 200, 100],
    ]);
  });

  it("caps the widest variant of a large picture at 1920 px", async () => {
    const image = await processImage(await jpegPicture(2400, 1200), "jpeg");
    expect(Math.max(...image.variants.map((variant) => variant.width))).toBe(1920);
    expect(image.width).toBe(2400);
  });

  it("falls back to PNG only for a picture that uses transparency, and keeps it", async () => {
    const image = await processImage(await transparentPng(400, 300), "png");
    expect(new Set(image.variants.map((variant) => variant.format))).toEqual(new Set(["avif", "webp", "png"]));
    const fallback = image.variants.find((variant) => variant.format === "png")!;
    expect((await sharp(fallback.data).metadata()).hasAlpha).toBe(true);
  });

  it("takes WebP, AVIF and GIF, keeping an animation's first frame", async () => {
    expect((await processImage(await webpPicture(64, 48), "webp")).width).toBe(64);
    expect((await processImage(await avifPicture(64, 48), "avif")).height).toBe(48);
    const gif = await processImage(await animatedGif(), "gif");
    expect(gif.animated).toBe(true);
    expect({ width: gif.width, height: gif.height }).toEqual({ width: 16, height: 16 });
    const frame = await sharp(gif.variants.find((variant) => variant.format === "webp")!.data).raw().toBuffer();
    // The first frame is white.
    expect(frame[0]).toBeGreaterThan(240);
  });

  it("refuses a decompression bomb from its header, at once, with its size", async () => {
    const started = Date.now();
    const refusal = await refusalOf(processImage(pngBomb(), "png"));
    expect(refusal).toEqual({ status: 413, message: tooManyPixelsMessage(20_000, 20_000) });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses a side longer than the web formats allow, though under the pixel limit", async () => {
    const tall = await sharp({ create: { width: 2, height: 17_000, channels: 3, background: "#000" } }).png().toBuffer();
    expect(await refusalOf(processImage(tall, "png"))).toEqual({ status: 413, message: tooLongSideMessage(2, 17_000) });
  });

  it("refuses a damaged file, and one whose bytes are not the kind it was taken for", async () => {
    const jpeg = await jpegPicture(64, 48);
    expect(await refusalOf(processImage(jpeg.subarray(0, 200), "jpeg"))).toEqual({ status: 415, message: MEDIA_DAMAGED_MESSAGE });
    expect(await refusalOf(processImage(jpeg, "png"))).toEqual({ status: 415, message: MEDIA_DAMAGED_MESSAGE });
  });
});
