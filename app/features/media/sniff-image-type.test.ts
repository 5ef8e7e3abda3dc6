import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { elfExecutable, SCRIPTED_SVGS, windowsExecutable } from "#tests/helpers/media-files.ts";
import { sniffImageType } from "./sniff-image-type.ts";

const tiny = () => sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } });

describe("recognising a picture by its bytes", () => {
  it("names each kind the library takes from files written by a real encoder", async () => {
    expect(sniffImageType(await tiny().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await tiny().png().toBuffer())).toBe("png");
    expect(sniffImageType(await tiny().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await tiny().avif().toBuffer())).toBe("avif");
    expect(sniffImageType(await tiny().gif().toBuffer())).toBe("gif");
    expect(sniffImageType(Buffer.from("GIF87a\x01\x00\x01\x00", "latin1"))).toBe("gif");
  });

  it("finds an AVIF by a compatible brand, and takes no other ISO media file (HEIC, MP4)", () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.alloc(16 + 4 * compatible.length);
      box.writeUInt32BE(box.length, 0);
      box.write(`ftyp${major}`, 4, "latin1");
      compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, "latin1"));
      return Buffer.concat([box, Buffer.alloc(32)]);
    };
    expect(sniffImageType(ftyp("mif1", "miaf", "avif"))).toBe("avif");
    expect(sniffImageType(ftyp("avis", "msf1"))).toBe("avif");
    expect(sniffImageType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(sniffImageType(ftyp("isom", "iso2", "mp41"))).toBeNull();
  });

  it("recognises SVG, however it opens, so it can be refused by name", () => {
    for (const [label, svg] of Object.entries(SCRIPTED_SVGS)) expect(sniffImageType(Buffer.from(svg, "utf8")), label).toBe("svg");
  });

  it("takes nothing else: executables, web pages, text, an empty or truncated file", () => {
    expect(sniffImageType(elfExecutable())).toBeNull();
    expect(sniffImageType(windowsExecutable())).toBeNull();
    expect(sniffImageType(Buffer.from("<!doctype html><html><script>alert(1)</script></html>"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniffImageType(Buffer.from("just some text"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVE", "latin1"))).toBeNull();
  });
});
