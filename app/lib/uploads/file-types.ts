/*
 * The file types visitors may attach, shared by the browser (accept list, early message) and the
 * server. How the server stores and recognises each type is in file-type-contents.ts, which the
 * forms' browser code has no use for.
 */

/** The name visitors and staff know each type by: "PDF, Word or PNG, up to 10 MB". */
export const fileTypeLabels = {
  pdf: "PDF",
  doc: "Word",
  docx: "Word",
  xls: "Excel",
  xlsx: "Excel",
  ppt: "PowerPoint",
  pptx: "PowerPoint",
  pps: "PowerPoint",
  ppsx: "PowerPoint",
  jpg: "JPEG",
  jpeg: "JPEG",
  png: "PNG",
} as const;

export type FileExtension = keyof typeof fileTypeLabels;

/** Spec §5: what an enquiry may carry, in the order the message lists them. */
export const ENQUIRY_ATTACHMENT_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "pps", "ppsx", "jpg", "jpeg", "png"] as const satisfies readonly FileExtension[];
/** Spec §5: a CV is a PDF or a Word document, any letter case. */
export const CV_EXTENSIONS = ["pdf", "doc", "docx"] as const satisfies readonly FileExtension[];

/** The lower-cased extension of a file name, or null when it has none. */
export function fileExtensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0 || dot === fileName.length - 1) return null;
  return fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedFileName(fileName: string, allowed: readonly FileExtension[]): boolean {
  const extension = fileExtensionOf(fileName);
  return extension !== null && (allowed as readonly string[]).includes(extension);
}

/** Spec §5, word for word for the enquiry list, and the same sentence for the CV list. */
export function invalidFileTypeMessage(allowed: readonly FileExtension[]): string {
  return `Invalid file type. Please select a valid file type (${allowed.join(", ")}).`;
}

export function fileTooLargeMessage(maxBytes: number): string {
  return `The file is too large. Please choose a file of at most ${formatFileSize(maxBytes)}.`;
}

export function fileContentMismatchMessage(extension: string): string {
  return `The file's content is not a valid .${extension} file. Please choose another file.`;
}

/** The `accept` attribute of a file input: extensions, so every browser filters the same way. */
export function acceptAttribute(allowed: readonly FileExtension[]): string {
  return allowed.map((extension) => `.${extension}`).join(",");
}

/** 10485760 → "10 MB", 1536 → "1.5 KB": binary units, as operating systems show file sizes. */
export function formatFileSize(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${rounded} ${units[unit]}`;
}
