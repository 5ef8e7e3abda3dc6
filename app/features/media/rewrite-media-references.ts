import type { MediaFormat } from "#app/db/schema.ts";
import type { LibraryItemFile } from "./library-item-files.ts";
import { mediaFileUrl } from "./media-file-url.ts";
import { scaledHeight } from "./variant-widths.ts";

/*
 * A document (a page's JSON) refers to a library picture by the address of one of its files, as
 * any picture on the site is referred to by its `src`. When the item's file is replaced, each such
 * address is moved to the new file's variant of the same format (the new fallback for the old
 * fallback; a built-in drawing or GIF counts as a fallback) and the nearest width not above the old
 * one, and a picture object around it takes the new aspect ratio, so every use shows the new
 * picture at the size it had.
 */

export type VariantRef = { format: MediaFormat; width: number; hash: string };

const isFallback = (format: LibraryItemFile["format"]) => format !== "avif" && format !== "webp";

/** The address each old file moves to. */
export function replacementUrls(oldFiles: readonly LibraryItemFile[], newVariants: readonly VariantRef[]): Map<string, string> {
  const moves = new Map<string, string>();
  for (const old of oldFiles) {
    const candidates = newVariants
      .filter((variant) => variant.format === old.format || (isFallback(variant.format) && isFallback(old.format)))
      .sort((a, b) => a.width - b.width);
    if (candidates.length === 0) continue;
    const target = candidates.filter((variant) => variant.width <= old.width).at(-1) ?? candidates[0]!;
    moves.set(old.url, mediaFileUrl(target));
  }
  return moves;
}

/** Every string in `value` that mentions one of `urls`, found by walking it; true at the first. */
export function mentionsAny(value: unknown, urls: readonly string[]): boolean {
  if (typeof value === "string") return urls.some((url) => value.includes(url));
  if (Array.isArray(value)) return value.some((item) => mentionsAny(item, urls));
  if (typeof value === "object" && value !== null) return Object.values(value).some((item) => mentionsAny(item, urls));
  return false;
}

/**
 * `value` with every old address replaced, and whether anything changed. A picture object (a
 * `src` with a numeric `width` and `height`) whose `src` moved keeps its width and takes the
 * height of the new picture's aspect ratio; one that had no `responsive` files (a built-in
 * picture's) takes the new picture's, so browsers still choose the size that fits.
 */
export function rewriteMediaReferences(
  value: unknown,
  moves: ReadonlyMap<string, string>,
  newSize: { width: number; height: number },
  responsive?: { avif: string; webp: string; fallback: string },
): { value: unknown; changed: boolean } {
  let changed = false;
  const rewriteText = (text: string) => {
    let result = text;
    for (const [from, to] of moves) if (result.includes(from)) result = result.split(from).join(to);
    if (result !== text) changed = true;
    return result;
  };
  const visit = (node: unknown): unknown => {
    if (typeof node === "string") return rewriteText(node);
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== "object" || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) copy[key] = visit(item);
    const original = node as Record<string, unknown>;
    if (typeof original.src === "string" && copy.src !== original.src && typeof copy.width === "number" && typeof copy.height === "number" && copy.width > 0) {
      copy.height = scaledHeight(newSize, copy.width);
      if (responsive && copy.responsive === undefined) copy.responsive = responsive;
    }
    return copy;
  };
  const rewritten = visit(value);
  return { value: rewritten, changed };
}
