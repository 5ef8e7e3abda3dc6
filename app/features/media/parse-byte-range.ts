/*
 * The Range header of a request for one file (RFC 9110 §14): `bytes=first-last`, `bytes=first-`
 * or `bytes=-suffixLength`. Only a single range is served; a header asking for several, or one
 * that cannot be read, is ignored and the whole file sent, as the RFC allows.
 */

export type ByteRange =
  /** Send the whole file with 200. */
  | { kind: "whole" }
  /** Send bytes `start` to `end` inclusive with 206. */
  | { kind: "partial"; start: number; end: number }
  /** Nothing of the file is in the range: 416. */
  | { kind: "unsatisfiable" };

export function parseByteRange(header: string | null, size: number): ByteRange {
  if (header === null) return { kind: "whole" };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  // Digits only, but possibly more than a Number holds exactly: past the file either way.
  const first = match[1] === "" ? null : Number(match[1]);
  const last = match[2] === "" ? null : Number(match[2]);
  if (first === null) {
    // The last `last` bytes; a suffix of 0 selects nothing.
    if (last === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== null && last < first) return { kind: "whole" };
  if (first >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start: first, end: last === null ? size - 1 : Math.min(last, size - 1) };
}
