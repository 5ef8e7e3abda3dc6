import { describe, expect, it } from "vitest";
import { realJpeg, realJpegWithExif, realJpegWithExifThumbnail } from "#tests/helpers/image-files.ts";
import { findJpegEnd } from "./find-jpeg-end.server.ts";

const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);

describe("the end of a JPEG", () => {
  it("is the end of the file for baseline, progressive and EXIF-carrying JPEGs", async () => {
    for (const jpeg of [await realJpeg(), await realJpeg({ progressive: true }), await realJpegWithExif(), await realJpegWithExifThumbnail()]) {
      expect(findJpegEnd(jpeg)).toBe(jpeg.length);
    }
  });

  it("is the photo's end marker, not the one that closes the EXIF thumbnail", async () => {
    const jpeg = await realJpegWithExifThumbnail();
    const firstEndMarker = jpeg.indexOf(END_OF_IMAGE);
    expect(firstEndMarker + 2).toBeLessThan(jpeg.length);
    expect(findJpegEnd(jpeg)).toBe(jpeg.length);
  });

  it("is found by walking the image, whatever follows it", async () => {
    const jpeg = await realJpegWithExifThumbnail();
    // The appended bytes end in FF D9 too: searching for the last marker would miss them.
    const appended = Buffer.concat([jpeg, Buffer.from("<html><script>alert(1)</script></html>"), END_OF_IMAGE]);
    expect(findJpegEnd(appended)).toBe(jpeg.length);
  });

  it("takes in whole JPEGs stored right after the first, as phones store depth and gain maps", async () => {
    const photo = await realJpeg({ width: 96, height: 64 });
    const gainMap = await realJpeg({ width: 24, height: 16 });
    expect(findJpegEnd(Buffer.concat([photo, gainMap]))).toBe(photo.length + gainMap.length);
    expect(findJpegEnd(Buffer.concat([photo, gainMap, Buffer.from("trailer")]))).toBe(photo.length + gainMap.length);
  });

  it("is unknown when the image is cut short or its segments cannot be followed", async () => {
    const jpeg = await realJpeg();
    expect(findJpegEnd(jpeg.subarray(0, jpeg.length - 2))).toBeNull();
    expect(findJpegEnd(jpeg.subarray(0, 100))).toBeNull();
    expect(findJpegEnd(Buffer.concat([jpeg.subarray(0, 2), Buffer.alloc(64, 0x11), END_OF_IMAGE]))).toBeNull();
  });
});
