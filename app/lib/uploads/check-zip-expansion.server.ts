import type { ZipDirectoryEntry } from "./read-zip-directory.server.ts";

/*
 * Refuses an Office file that would swell when opened (a "zip bomb"): a 1 MB upload can inflate
 * to gigabytes and stall or crash the program of whoever opens it. Judged from the sizes the
 * central directory declares, which read-zip-directory has already checked against the local
 * headers, so nothing is inflated here.
 */

/** Far above any CV or brief; a 10 MB upload of ordinary Office XML inflates to some tens of MB. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/** Apache POI's default limit: real Office parts stay well below it, deflate's ceiling is about 1032:1. */
export const MAX_COMPRESSION_RATIO = 100;

/**
 * Ratios are judged only for entries (and archives) that inflate to more than this. Below it a
 * part cannot hurt whatever its ratio, and small parts are where real files compress best: a
 * printer-settings part of mostly zeros or a run of repeated markup easily passes 100:1 (1 KB of
 * zeros deflates to 11 bytes). 100 KB is also Apache POI's grace size, which Office documents
 * in the wild have been tested against for years.
 */
const RATIO_GRACE_BYTES = 100 * 1024;

function inflatesTooMuch(uncompressed: number, compressed: number): boolean {
  return uncompressed > RATIO_GRACE_BYTES && uncompressed > MAX_COMPRESSION_RATIO * compressed;
}

/** True when the archive stays within the size and ratio limits, in total and entry by entry. */
export function checkZipExpansion(entries: readonly ZipDirectoryEntry[]): boolean {
  let uncompressed = 0;
  let compressed = 0;
  for (const entry of entries) {
    if (inflatesTooMuch(entry.uncompressedSize, entry.compressedSize)) return false;
    uncompressed += entry.uncompressedSize;
    compressed += entry.compressedSize;
  }
  return uncompressed <= MAX_UNCOMPRESSED_BYTES && !inflatesTooMuch(uncompressed, compressed);
}
