import type { Album } from "#app/model/album.ts";

/**
 * What the photo viewer shows of one photo: its full-size picture. Its text alternative is the
 * thumbnail's, which the page already holds: repeated here, the alt texts were a fifth of the page.
 */
export type ViewerPhoto = { src: string; srcSetAvif: string; srcSetWebp: string; width: number; height: number };

/** Every album's name and photos, in order: what the viewer needs to step through the gallery. */
export type ViewerData = { albums: { name: string; photos: ViewerPhoto[] }[] };

export function photoViewerData(albums: readonly Album[]): ViewerData {
  return {
    albums: albums.map((album) => ({
      name: album.name,
      photos: album.photos.map((photo) => ({
        src: photo.full.webp,
        srcSetAvif: photo.full.srcSetAvif,
        srcSetWebp: photo.full.srcSetWebp,
        width: photo.width,
        height: photo.height,
      })),
    })),
  };
}

/** JSON to sit in a `<script type="application/json">`: no `<` in it can end the element early. */
export function serializeViewerData(data: ViewerData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The counter under the photo, `number` counted from 1 within its album. */
export function photoCounterText(number: number, albumSize: number): string {
  return `Photo ${number} of ${albumSize}`;
}
