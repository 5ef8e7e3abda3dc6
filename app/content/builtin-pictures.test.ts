import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtinPictures, builtinPicturesOf } from "./builtin-pictures.ts";

describe("the site's own pictures", () => {
  it("finds page pictures and gallery photos once each, keeping the first description, and skips library files", () => {
    const diagram = { src: "/diagrams/a.svg", width: 960, height: 540, alt: "" };
    const documents = [
      { sections: [{ kind: "diagram", picture: diagram }, { kind: "text", picture: { ...diagram, alt: "Layers of the platform" } }] },
      { picture: { src: "/media/0123456789abcdef0123456789abcdef.jpg", width: 10, height: 10, alt: "An upload" } },
      {
        albums: [
          {
            photos: [
              {
                id: "day-01",
                alt: "The team on stage",
                thumb: { avif: "/gallery/day/01-400.avif", webp: "/gallery/day/01-400.webp", jpg: "/gallery/day/01-400.jpg" },
                full: { avif: "/gallery/day/01-1200.avif", webp: "/gallery/day/01-1200.webp", srcSetAvif: "/gallery/day/01-400.avif 400w, /gallery/day/01-1200.avif 1200w", srcSetWebp: "/gallery/day/01-1200.webp 1200w" },
                width: 1200,
                height: 900,
              },
            ],
          },
        ],
      },
    ];
    expect(builtinPicturesOf(documents)).toEqual([
      { path: "/diagrams/a.svg", files: ["/diagrams/a.svg"], kind: "svg", width: 960, height: 540, alt: "Layers of the platform" },
      {
        path: "/gallery/day/01-1200.webp",
        files: ["/gallery/day/01-1200.webp", "/gallery/day/01-1200.avif", "/gallery/day/01-400.avif", "/gallery/day/01-400.webp", "/gallery/day/01-400.jpg"],
        kind: "webp",
        width: 1200,
        height: 900,
        alt: "The team on stage",
      },
    ]);
  });

  it("lists only files the site serves, each picture described", () => {
    const pictures = builtinPictures();
    expect(pictures.length).toBeGreaterThan(100);
    for (const picture of pictures) {
      for (const file of picture.files) expect(existsSync(path.join("public", file)), file).toBe(true);
      expect(picture.alt, picture.path).not.toBe("");
    }
  });
});
