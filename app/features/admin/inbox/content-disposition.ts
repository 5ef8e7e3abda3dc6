/*
 * The Content-Disposition header for files staff download. Visitors choose the stored file
 * names, so nothing of them may reach the header unchecked: the plain `filename` is reduced to
 * printable ASCII without quotes, slashes or control characters (it cannot break out of the
 * quoted string, inject a header or name a path), and the real name travels percent-encoded in
 * `filename*` (RFC 6266 / RFC 5987), which every current browser prefers.
 */

const FALLBACK_NAME = "download";
const MAX_NAME_LENGTH = 150;

/** A file name safe to put between quotes in a header: printable ASCII, no `"` `\` `/`. */
export function asciiFileName(fileName: string): string {
  const ascii = fileName
    // Letters with accents keep their base letter (é → e) rather than vanishing.
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\/]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    // A leading dot would make a hidden file of it on the staff member's machine.
    .replace(/^[.\s]+/, "");
  return ascii.slice(-MAX_NAME_LENGTH) || FALLBACK_NAME;
}

/** RFC 5987 `ext-value` encoding: everything but the attribute characters is percent-encoded. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The real name for `filename*`: control characters and path separators removed, nothing else. */
function cleanUnicodeName(fileName: string): string {
  const cleaned = fileName
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "")
    .replace(/[\\/]/g, "_")
    .trim()
    .replace(/^\.+/, "");
  return cleaned || FALLBACK_NAME;
}

export function attachmentContentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeExtValue(cleanUnicodeName(fileName))}`;
}
