import { seedPages } from "./seed-pages.ts";
import { SITE_DOCUMENT_KINDS } from "./site-documents.ts";

/*
 * The pictures the site ships with in public/ (diagrams, slides, gallery photos), as the seed
 * documents show them. They are registered as media library items (migration 0008), so staff can
 * place them elsewhere and replace them like an uploaded picture: a library item that stands for a
 * built-in picture lists the public files that make it up, and a document uses it when it holds
 * one of those addresses.
 */

export type BuiltinPictureKind = "svg" | "jpeg" | "png" | "webp" | "avif" | "gif";

export type BuiltinPicture = {
  /** The address a page shows it by, e.g. "/diagrams/thor-platform/use-case-lending.svg". */
  path: string;
  /** Every public file of the picture (its widths and formats), `path` first. */
  files: string[];
  kind: BuiltinPictureKind;
  width: number;
  height: number;
  alt: string;
};

const KIND_BY_EXTENSION: Record<string, BuiltinPictureKind> = { svg: "svg", jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", avif: "avif", gif: "gif" };
const PUBLIC_PICTURE = /^\/(?!\/|media\/)[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/;

/** The addresses in a file field or a srcset ("/a-400.avif 400w, /a-800.avif 800w"). */
function addressesIn(value: unknown): string[] {
  if (typeof value === "string") return value.split(",").map((entry) => entry.trim().split(/\s+/)[0]!).filter((address) => PUBLIC_PICTURE.test(address));
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(addressesIn);
  return [];
}

function kindOf(path: string): BuiltinPictureKind {
  return KIND_BY_EXTENSION[path.slice(path.lastIndexOf(".") + 1).toLowerCase()]!;
}

/** A picture object of a document: a page's `Picture` ({ src, width, height, alt }) or a gallery photo ({ thumb, full, width, height, alt }). */
function pictureIn(node: Record<string, unknown>): BuiltinPicture | null {
  const { width, height, alt } = node;
  if (typeof width !== "number" || typeof height !== "number" || typeof alt !== "string") return null;
  if (typeof node.src === "string" && PUBLIC_PICTURE.test(node.src)) {
    return { path: node.src, files: [node.src], kind: kindOf(node.src), width, height, alt };
  }
  const full = node.full as { webp?: unknown } | undefined;
  if (typeof node.thumb === "object" && typeof full?.webp === "string" && PUBLIC_PICTURE.test(full.webp)) {
    const files = [full.webp, ...new Set([...addressesIn(node.full), ...addressesIn(node.thumb)])].filter((file, index, all) => all.indexOf(file) === index);
    return { path: full.webp, files, kind: kindOf(full.webp), width, height, alt };
  }
  return null;
}

/** Every built-in picture the documents show, once each (the first description wins), in document order. */
export function builtinPicturesOf(documents: readonly unknown[]): BuiltinPicture[] {
  const found = new Map<string, BuiltinPicture>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== "object" || node === null) return;
    const picture = pictureIn(node as Record<string, unknown>);
    if (picture) {
      const known = found.get(picture.path);
      if (!known) found.set(picture.path, picture);
      else if (!known.alt && picture.alt) known.alt = picture.alt;
      return;
    }
    Object.values(node).forEach(visit);
  };
  documents.forEach(visit);
  return [...found.values()];
}

/** The built-in pictures of the seeded site. */
export function builtinPictures(): BuiltinPicture[] {
  return builtinPicturesOf([...seedPages, ...Object.values(SITE_DOCUMENT_KINDS).map((kind) => kind.seed)]);
}
