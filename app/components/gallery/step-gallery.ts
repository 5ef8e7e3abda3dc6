export type GalleryPosition = { album: number; photo: number };

/**
 * Moves through a gallery of albums as one sequence: forward from an album's
 * last photo goes to the next album's first, the last album wraps to the
 * first; back from a first photo goes to the previous album's last.
 */
export function stepGallery(albumSizes: readonly number[], position: GalleryPosition, direction: 1 | -1): GalleryPosition {
  const albumCount = albumSizes.length;
  const size = albumSizes[position.album] ?? 0;
  if (direction === 1) {
    if (position.photo < size - 1) return { album: position.album, photo: position.photo + 1 };
    return { album: (position.album + 1) % albumCount, photo: 0 };
  }
  if (position.photo > 0) return { album: position.album, photo: position.photo - 1 };
  const previous = (position.album - 1 + albumCount) % albumCount;
  return { album: previous, photo: (albumSizes[previous] ?? 1) - 1 };
}
