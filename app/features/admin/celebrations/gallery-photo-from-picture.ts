import type { GalleryPhoto } from "#app/model/album.ts";
import type { Picture } from "#app/model/picture.ts";

type Candidate = { url: string; width: number };

function entries(srcset: string): Candidate[] {
  return srcset.split(", ").map((entry) => {
    const [url, width] = entry.split(" ");
    return { url: url!, width: Number.parseInt(width ?? "0", 10) };
  });
}

/** The narrowest file at least `width` wide, or the widest there is. */
function atLeast(srcset: string, width: number): string {
  const sorted = entries(srcset).sort((a, b) => a.width - b.width);
  return (sorted.find((candidate) => candidate.width >= width) ?? sorted.at(-1)!).url;
}

/** The widest file no wider than `width`, or the narrowest there is. */
function atMost(srcset: string, width: number): string {
  const sorted = entries(srcset).sort((a, b) => a.width - b.width);
  return (sorted.filter((candidate) => candidate.width <= width).at(-1) ?? sorted[0]!).url;
}

/** Thumbnails are shown up to 400 px wide (a quarter of the page); the viewer up to 1200. */
const THUMB_WIDTH = 400;
const FULL_WIDTH = 1200;

/**
 * A media library picture as a photo of an album: a thumbnail of the files just wider than a
 * thumbnail is shown, and the full view at every width, so the viewer loads what the screen needs.
 */
export function galleryPhotoFromPicture(picture: Picture & { responsive: NonNullable<Picture["responsive"]> }, id: string): GalleryPhoto {
  const { avif, webp, fallback } = picture.responsive;
  return {
    id,
    alt: picture.alt,
    thumb: { avif: atLeast(avif, THUMB_WIDTH), webp: atLeast(webp, THUMB_WIDTH), jpg: atLeast(fallback, THUMB_WIDTH) },
    full: { avif: atMost(avif, FULL_WIDTH), webp: atMost(webp, FULL_WIDTH), srcSetAvif: avif, srcSetWebp: webp },
    width: picture.width,
    height: picture.height,
  };
}
