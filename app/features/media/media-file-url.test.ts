import { describe, expect, it } from "vitest";
import { mediaFileUrl, parseMediaFileName } from "./media-file-url.ts";

const HASH = "0123456789abcdef0123456789abcdef";

describe("a library file's address", () => {
  it("names the hash and an extension per format, and reads back what it wrote", () => {
    expect(mediaFileUrl({ hash: HASH, format: "avif" })).toBe(`/media/${HASH}.avif`);
    expect(mediaFileUrl({ hash: HASH, format: "jpeg" })).toBe(`/media/${HASH}.jpg`);
    for (const format of ["avif", "webp", "jpeg", "png"] as const) {
      const fileName = mediaFileUrl({ hash: HASH, format }).slice("/media/".length);
      expect(parseMediaFileName(fileName)).toEqual({ hash: HASH, format });
    }
  });

  it("reads nothing else: other lengths, upper case, other extensions, paths", () => {
    for (const name of [undefined, "", `${HASH}.jpeg`, `${HASH}.svg`, `${HASH.toUpperCase()}.png`, `${HASH}0.png`, `${HASH.slice(1)}.png`, `../${HASH}.png`, `${HASH}.png.html`, `${HASH}.data`]) {
      expect(parseMediaFileName(name), String(name)).toBeNull();
    }
  });
});
