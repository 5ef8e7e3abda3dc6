import { describe, expect, it } from "vitest";
import { galleryPhotoFromPicture } from "./gallery-photo-from-picture.ts";

const file = (letter: string, ext: string) => `/media/${letter.repeat(32)}.${ext}`;
const srcset = (ext: string) => [320, 640, 960, 1280, 1920].map((width, index) => `${file("abcde"[index]!, ext)} ${width}w`).join(", ");

describe("a library picture as an album photo", () => {
  it("takes the thumbnail just wider than a thumbnail, the full view no wider than the viewer, and every width for the viewer to choose", () => {
    const picture = { src: file("e", "jpg"), width: 4000, height: 3000, alt: "The team on stage", responsive: { avif: srcset("avif"), webp: srcset("webp"), fallback: srcset("jpg") } };
    expect(galleryPhotoFromPicture(picture, "annual-day-13")).toEqual({
      id: "annual-day-13",
      alt: "The team on stage",
      thumb: { avif: file("b", "avif"), webp: file("b", "webp"), jpg: file("b", "jpg") },
      full: { avif: file("c", "avif"), webp: file("c", "webp"), srcSetAvif: srcset("avif"), srcSetWebp: srcset("webp") },
      width: 4000,
      height: 3000,
    });
  });

  it("uses the only file of a small picture for both", () => {
    const only = (ext: string) => `${file("a", ext)} 300w`;
    const photo = galleryPhotoFromPicture({ src: file("a", "png"), width: 300, height: 200, alt: "A badge", responsive: { avif: only("avif"), webp: only("webp"), fallback: only("png") } }, "p-1");
    expect(photo.thumb).toEqual({ avif: file("a", "avif"), webp: file("a", "webp"), jpg: file("a", "png") });
    expect(photo.full.avif).toBe(file("a", "avif"));
  });
});
