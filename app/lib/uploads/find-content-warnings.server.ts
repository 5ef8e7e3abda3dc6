import { findPdfEnd } from "./check-pdf-structure.server.ts";
import type { ContentWarning } from "./content-warnings.ts";
import type { FileSignature } from "./file-type-contents.ts";
import { findJpegEnd } from "./find-jpeg-end.server.ts";
import { findPdfActiveContent } from "./find-pdf-active-content.server.ts";
import { findPngEnd } from "./find-png-end.server.ts";

/*
 * What staff should know about a file the checks accepted: a PDF that can run something when
 * opened, and bytes after the real end of a PDF or an image (where a second file can hide). These
 * are notes, not refusals: PDF forms carry scripts and cameras append trailers.
 */

/** PDF whitespace (NUL, tab, line feed, form feed, carriage return, space): the padding writers leave. */
const PADDING = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

function hasDataAfter(data: Buffer, end: number): boolean {
  for (let offset = end; offset < data.length; offset += 1) if (!PADDING.has(data[offset]!)) return true;
  return false;
}

function imageWarnings(data: Buffer, end: number | null): ContentWarning[] {
  if (end === null) return ["not-fully-checked"];
  return hasDataAfter(data, end) ? ["data-after-end"] : [];
}

function pdfWarnings(data: Buffer): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  const activeContent = findPdfActiveContent(data);
  if (activeContent) warnings.push(activeContent);
  const end = findPdfEnd(data);
  if (end !== -1 && hasDataAfter(data, end)) warnings.push("data-after-end");
  return warnings;
}

/** The warnings for a file that passed checkCompleteFile, most serious first; empty when there is nothing to say. */
export function findContentWarnings(signature: FileSignature, data: Buffer): ContentWarning[] {
  switch (signature) {
    case "pdf":
      return pdfWarnings(data);
    case "png":
      return imageWarnings(data, findPngEnd(data));
    case "jpeg":
      return imageWarnings(data, findJpegEnd(data));
    default:
      return [];
  }
}
