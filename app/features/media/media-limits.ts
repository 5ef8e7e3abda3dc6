import type { LibraryKind } from "#app/db/schema.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";

/*
 * What the media library accepts, shared by the uploader in the browser (which says so before a
 * byte is sent) and the server (which checks the bytes themselves). ADR 014 gives the reasons.
 */

/** The largest file accepted. */
export const MEDIA_MAX_FILE_BYTES = 20 * 1024 * 1024;
/**
 * The most pixels a picture may have, checked from its header before it is decoded: a small file
 * can declare an enormous picture (a decompression bomb) whose pixels would not fit in memory.
 */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** WebP's largest side; a variant is never larger than its original, so every one can be written. */
export const MEDIA_MAX_SIDE = 16_383;
/** How many files one post without JavaScript may carry (the uploader sends one per request). */
export const MEDIA_MAX_FILES_PER_POST = 20;

export const MEDIA_KIND_LABELS: Record<LibraryKind, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  gif: "GIF",
  // Only the site's own drawings: uploads refuse SVG.
  svg: "SVG",
};

/** The file input's `accept`: types and extensions, so every browser's file picker filters alike. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif,.jpg,.jpeg,.png,.webp,.avif,.gif";

export const MEDIA_UNSUPPORTED_MESSAGE = "This file is not a picture the library takes. Upload a JPEG, PNG, WebP, AVIF or GIF file.";
export const MEDIA_SVG_MESSAGE =
  "SVG files are not accepted: an SVG can carry scripts that would run on this site. Export the drawing as a PNG, or ask a developer to add it to the site's own files.";
export const MEDIA_DAMAGED_MESSAGE = "This picture could not be read: the file may be damaged or incomplete. Export it again and upload the new file.";
export const MEDIA_EMPTY_MESSAGE = "This file is empty. Choose the picture again and upload it.";
export const MEDIA_TOO_LARGE_MESSAGE = `This file is larger than ${formatFileSize(MEDIA_MAX_FILE_BYTES)}. Export the picture at a smaller size or a lower quality and upload it again.`;

/** How long an upload refused while the server's picture queue is full waits before it is sent again, in seconds. */
export const MEDIA_QUEUE_RETRY_AFTER_SECONDS = 5;
export const MEDIA_QUEUE_FULL_MESSAGE = "The server is busy making other pictures. This file was not stored; upload it again in a few seconds.";

export function tooManyPixelsMessage(width: number, height: number): string {
  const megapixels = Math.round((width * height) / 100_000) / 10;
  return `This picture is ${width} × ${height} pixels (${megapixels} megapixels); the library takes at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels. Scale it down and upload it again.`;
}

export function tooLongSideMessage(width: number, height: number): string {
  return `This picture is ${width} × ${height} pixels; the library takes at most ${MEDIA_MAX_SIDE} pixels on a side. Crop or scale it and upload it again.`;
}
