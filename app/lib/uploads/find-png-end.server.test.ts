import { describe, expect, it } from "vitest";
import { realPng } from "#tests/helpers/image-files.ts";
import { samplePng } from "#tests/helpers/sample-files.ts";
import { findPngEnd } from "./find-png-end.server.ts";

describe("the end of a PNG", () => {
  it("is the end of the file for an encoder's PNG", async () => {
    const png = await realPng();
    expect(findPngEnd(png)).toBe(png.length);
    expect(findPngEnd(samplePng())).toBe(samplePng().length);
  });

  it("is found by the chunk lengths, whatever follows it", async () => {
    const png = await realPng();
    // A second PNG after the first: searching for the last IEND would find the wrong one.
    expect(findPngEnd(Buffer.concat([png, await realPng(8, 8)]))).toBe(png.length);
    expect(findPngEnd(Buffer.concat([png, Buffer.from("<html><script>alert(1)</script>")]))).toBe(png.length);
  });

  it("is unknown when a chunk runs past the end of the file or IEND never comes", async () => {
    const png = await realPng();
    expect(findPngEnd(png.subarray(0, png.length - 12))).toBeNull();
    expect(findPngEnd(png.subarray(0, 60))).toBeNull();
  });
});
