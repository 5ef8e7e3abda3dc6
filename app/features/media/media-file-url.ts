import { MEDIA_FORMATS, type MediaFormat } from "#app/db/schema.ts";

/*
 * A variant's public address: /media/<hash>.<ext>, the hash being the first 32 hex digits of the
 * SHA-256 of its bytes. New bytes get a new address, so an address can be cached for good.
 */

export const MEDIA_PATH_PREFIX = "/media/";

const EXTENSIONS: Record<MediaFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** 128 bits of the SHA-256: collisions are out of reach, and the address stays short in a srcset. */
export const MEDIA_HASH_LENGTH = 32;

export function mediaFileUrl(variant: { hash: string; format: MediaFormat }): string {
  return `${MEDIA_PATH_PREFIX}${variant.hash}.${EXTENSIONS[variant.format]}`;
}

/** The hash and format a `<hash>.<ext>` file name names, or null for anything else. */
export function parseMediaFileName(fileName: string | undefined): { hash: string; format: MediaFormat } | null {
  const match = /^([0-9a-f]{32})\.([a-z]{3,4})$/.exec(fileName ?? "");
  if (!match) return null;
  const format = MEDIA_FORMATS.find((candidate) => EXTENSIONS[candidate] === match[2]);
  return format ? { hash: match[1]!, format } : null;
}

/**
 * A picture's files as a page's Picture carries them (`responsive`): AVIF, WebP and the JPEG or PNG
 * fallback, each a srcset from narrowest to widest.
 */
export function responsiveSrcsets(variants: readonly { format: MediaFormat; width: number; hash: string }[]): { avif: string; webp: string; fallback: string } {
  const srcset = (formats: readonly MediaFormat[]) =>
    variants
      .filter((variant) => formats.includes(variant.format))
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaFileUrl(variant)} ${variant.width}w`)
      .join(", ");
  return { avif: srcset(["avif"]), webp: srcset(["webp"]), fallback: srcset(["jpeg", "png"]) };
}
