import { fileTypeContents } from "#app/lib/uploads/file-type-contents.ts";

const ALLOWED_CONTENT_TYPES: ReadonlySet<string> = new Set(Object.values(fileTypeContents).map((type) => type.contentType));

/**
 * The Content-Type to serve a stored file with: its stored type when it is one of the types the
 * upload forms accept, otherwise `application/octet-stream`, so a row written some other way can
 * never be served as HTML or script.
 */
export function downloadContentType(storedType: string): string {
  return ALLOWED_CONTENT_TYPES.has(storedType) ? storedType : "application/octet-stream";
}
