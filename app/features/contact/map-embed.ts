/*
 * OpenStreetMap's embed takes a bounding box, not a zoom level. This computes the box that shows
 * a map of the given size at the given zoom, centred on the office, from the Web Mercator scale:
 * 256 px per tile, 2^zoom tiles around the world, latitude shrunk by cos(latitude).
 */

type MapPoint = { latitude: number; longitude: number; zoom: number };

export function openStreetMapEmbedUrl(point: MapPoint, size: { width: number; height: number }): string {
  const degreesPerPixel = 360 / (256 * 2 ** point.zoom);
  const halfWidth = (size.width / 2) * degreesPerPixel;
  const halfHeight = (size.height / 2) * degreesPerPixel * Math.cos((point.latitude * Math.PI) / 180);
  const box = [point.longitude - halfWidth, point.latitude - halfHeight, point.longitude + halfWidth, point.latitude + halfHeight]
    .map((value) => value.toFixed(5))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${point.latitude},${point.longitude}`;
}

/** The same place on openstreetmap.org itself, where the zoom level is explicit. */
export function openStreetMapLink(point: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${point.latitude}&mlon=${point.longitude}#map=${point.zoom}/${point.latitude}/${point.longitude}`;
}
