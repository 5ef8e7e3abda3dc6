import { expect, it } from "vitest";
import { albums } from "#app/content/celebrations.ts";
import { photoCounterText, photoViewerData, serializeViewerData } from "./photo-viewer-data.ts";

it("keeps every album and photo in the gallery's order", () => {
  const data = photoViewerData(albums);
  expect(data.albums.map((album) => album.name)).toEqual(albums.map((album) => album.name));
  expect(data.albums.map((album) => album.photos.length)).toEqual(albums.map((album) => album.photos.length));
  expect(data.albums[0]!.photos[0]!.src).toBe(albums[0]!.photos[0]!.full.webp);
  // The viewer takes each photo's text alternative from its thumbnail.
  expect(JSON.stringify(data)).not.toContain(albums[0]!.photos[0]!.alt);
});

it("serializes to JSON that cannot close its script element", () => {
  const data = { albums: [{ name: "</script><script>alert(1)</script>", photos: [] }] };
  const text = serializeViewerData(data);
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual(data);
});

it("counts photos from 1 within their album", () => {
  expect(photoCounterText(5, 6)).toBe("Photo 5 of 6");
});
