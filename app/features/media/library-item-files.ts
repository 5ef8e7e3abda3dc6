import type { MediaFormat } from "#app/db/schema.ts";
import { mediaFileUrl } from "./media-file-url.ts";

/*
 * The files a document can show a library item by. An uploaded item's are its variants under
 * /media/, each named by a hash; a built-in picture's are the public files it ships with. Finding
 * an item's uses and moving them on a replace both start from this list.
 */

/** One file of an item: its address, its format (a built-in's may be SVG or GIF) and its width. */
export type LibraryItemFile = { url: string; format: MediaFormat | "svg" | "gif"; width: number };

const FORMAT_BY_EXTENSION: Record<string, LibraryItemFile["format"]> = { avif: "avif", webp: "webp", jpg: "jpeg", jpeg: "jpeg", png: "png", svg: "svg", gif: "gif" };

export function variantFiles(variants: readonly { hash: string; format: MediaFormat; width: number }[]): LibraryItemFile[] {
  return variants.map((variant) => ({ url: mediaFileUrl(variant), format: variant.format, width: variant.width }));
}

/** A built-in picture's stored list of addresses (`media_items.builtin_files`), the one pages show first. */
export function builtinFileUrls(stored: string): string[] {
  return JSON.parse(stored) as string[];
}

/**
 * A built-in picture's files from its stored list. A width written in the name ("01-400.avif")
 * is that file's; a file without one (a drawing) is as wide as the picture.
 */
export function builtinFiles(stored: string, pictureWidth: number): LibraryItemFile[] {
  return builtinFileUrls(stored).map((url) => {
    const match = /(?:-(\d{1,5}))?\.(\w+)$/.exec(url);
    return { url, format: FORMAT_BY_EXTENSION[match?.[2]?.toLowerCase() ?? ""] ?? "png", width: match?.[1] ? Number(match[1]) : pictureWidth };
  });
}

/**
 * Short text every stored mention of the file contains, for a first narrowing in SQL: the hash of a
 * /media/ file (never part of other text by chance), or a built-in file's whole address.
 */
export function searchTextOf(file: LibraryItemFile): string {
  const hash = /^\/media\/([0-9a-f]{32})\./.exec(file.url)?.[1];
  return hash ?? file.url;
}
