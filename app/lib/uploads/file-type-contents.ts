import type { FileExtension } from "./file-types.ts";

/*
 * How the server stores and recognises each file type visitors may attach. The content type
 * stored with a file comes from this table, never from what the browser declared. Apart from
 * file-types.ts, which the pages with a form load in the browser: they have no use for it.
 */

/** How the server recognises a type by its content (see check-file-content.server.ts). */
export type FileSignature = "pdf" | "jpeg" | "png" | "ole2" | "ooxml-word" | "ooxml-excel" | "ooxml-powerpoint";

export const fileTypeContents = {
  pdf: { contentType: "application/pdf", signature: "pdf" },
  doc: { contentType: "application/msword", signature: "ole2" },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", signature: "ooxml-word" },
  xls: { contentType: "application/vnd.ms-excel", signature: "ole2" },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", signature: "ooxml-excel" },
  ppt: { contentType: "application/vnd.ms-powerpoint", signature: "ole2" },
  pptx: { contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation", signature: "ooxml-powerpoint" },
  pps: { contentType: "application/vnd.ms-powerpoint", signature: "ole2" },
  ppsx: { contentType: "application/vnd.openxmlformats-officedocument.presentationml.slideshow", signature: "ooxml-powerpoint" },
  jpg: { contentType: "image/jpeg", signature: "jpeg" },
  jpeg: { contentType: "image/jpeg", signature: "jpeg" },
  png: { contentType: "image/png", signature: "png" },
} as const satisfies Record<FileExtension, { contentType: string; signature: FileSignature }>;
