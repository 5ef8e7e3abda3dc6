/*
 * Refuses a file that only pretends to be a PDF: a `%PDF-` header in front of a web page, or a
 * header and a `%%EOF` around nothing. What is required is what every PDF reader needs to find
 * its way in: a versioned header, at least one object, and a cross-reference pointer
 * (`startxref`, then the offset, then `%%EOF`) at the end.
 */

/** `%PDF-1.0` to `%PDF-2.0`, with the minor version digit. */
const HEADER = /^%PDF-[12]\.\d/;

/**
 * Browsers and mail scanners sniff the first bytes of a file for markup: a PDF whose first 1 KB
 * reads as HTML or SVG can be rendered as a page, scripts and all, wherever it is served or
 * previewed without the right type.
 */
const SNIFF_BYTES = 1024;
const MARKUP = /<(?:html|script|!doctype|body|svg)/i;

/** Readers look for `%%EOF` only in the last 1 KB (as Acrobat does): further in, the file is read as cut short. */
const EOF_WINDOW = 1024;

/** PDF whitespace: NUL, tab, line feed, form feed, carriage return, space. */
const OBJECT_HEADER = /(?:^|[^0-9])[0-9]+[\0\t\n\f\r ]+[0-9]+[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g;
const XREF_POINTER = /^[\0\t\n\f\r ]+[0-9]+[\0\t\n\f\r ]+$/;

/** Offset just past the last `%%EOF` of a file that passed checkPdfStructure; -1 when there is none. */
export function findPdfEnd(data: Buffer): number {
  const eof = data.lastIndexOf("%%EOF", data.length, "latin1");
  return eof === -1 ? -1 : eof + "%%EOF".length;
}

function hasObject(text: string): boolean {
  OBJECT_HEADER.lastIndex = 0;
  const header = OBJECT_HEADER.exec(text);
  return header !== null && text.includes("endobj", header.index + header[0].length);
}

export function checkPdfStructure(data: Buffer): boolean {
  const head = data.toString("latin1", 0, Math.min(data.length, SNIFF_BYTES));
  if (!HEADER.test(head) || MARKUP.test(head)) return false;

  const end = findPdfEnd(data);
  if (end === -1 || end - "%%EOF".length < data.length - EOF_WINDOW) return false;
  // The last cross-reference pointer: `startxref`, whitespace, the offset, whitespace, `%%EOF`.
  const startxref = data.lastIndexOf("startxref", end, "latin1");
  if (startxref === -1) return false;
  const pointerEnd = data.indexOf("%%EOF", startxref, "latin1");
  if (!XREF_POINTER.test(data.toString("latin1", startxref + "startxref".length, pointerEnd))) return false;

  return hasObject(data.toString("latin1"));
}
