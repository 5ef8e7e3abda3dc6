import { constants, inflateRawSync, inflateSync } from "node:zlib";

/*
 * Looks for the names that make a PDF do something when it is opened: run a script, start a
 * program, carry another file, or act on opening. Such a file is not refused (forms and
 * portfolios use them legitimately) but staff are told before they open it.
 *
 * Like the well-known pdfid triage tool, it looks at every name in the file's bytes rather than
 * parsing the object graph: a reader finds objects through offsets a checker may not follow the
 * same way, so anything short of every byte could be dodged. Names are compared after decoding
 * `#xx` escapes (`/J#61vaScript` is `/JavaScript` to a reader), and the compressed object streams
 * (`/Type /ObjStm`) that hide dictionaries from a plain byte scan are inflated and scanned too.
 */

export type PdfActiveContentScan = "active-content" | "not-fully-checked" | null;

/** Script actions (`/S /JavaScript`, the `/JS` key), launch actions, embedded files, actions on opening. */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "OpenAction"]);

/** A name runs from `/` to the next whitespace or delimiter. */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;

/**
 * What all object streams of one file may inflate to, together. A real file's object streams
 * hold its dictionaries, a few MB at most; a "bomb" inside a PDF would otherwise inflate without
 * bound in the server's memory.
 */
const OBJECT_STREAM_BUDGET = 32 * 1024 * 1024;

type Name = { value: string; index: number; end: number };

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function* namesIn(text: string): Generator<Name> {
  for (const match of text.matchAll(NAME)) {
    yield { value: decodeName(match[1]!), index: match.index, end: match.index + match[0].length };
  }
}

function hasActiveName(text: string): boolean {
  for (const name of namesIn(text)) if (ACTIVE_NAMES.has(name.value)) return true;
  return false;
}

type ObjectStream = { filters: string[]; hasDecodeParms: boolean; body: Buffer } | null;

/** The object stream whose dictionary holds `/Type /ObjStm` at `nameIndex`, or null when its body cannot be found. */
function readObjectStream(data: Buffer, text: string, nameIndex: number): ObjectStream {
  const objectStart = text.lastIndexOf("obj", nameIndex);
  const keyword = text.indexOf("stream", nameIndex);
  if (objectStart === -1 || keyword === -1) return null;
  const dictionary = text.slice(objectStart, keyword);
  // The body starts after the end of line that follows the keyword (CR LF, or LF).
  let bodyStart = keyword + "stream".length;
  if (text[bodyStart] === "\r") bodyStart += 1;
  if (text[bodyStart] === "\n") bodyStart += 1;
  const bodyEnd = text.indexOf("endstream", bodyStart);
  if (bodyEnd === -1) return null;

  return { filters: filterNames(dictionary), hasDecodeParms: dictionary.includes("DecodeParms"), body: data.subarray(bodyStart, bodyEnd) };
}

/** The names after `/Filter`: one name, or an array of them. */
function filterNames(dictionary: string): string[] {
  const names = [...namesIn(dictionary)];
  const filter = names.findIndex((name) => name.value === "Filter");
  if (filter === -1) return [];
  const rest = dictionary.slice(names[filter]!.end).trimStart();
  if (!rest.startsWith("[")) return names[filter + 1] ? [names[filter + 1]!.value] : [];
  const close = rest.indexOf("]");
  return [...namesIn(rest.slice(0, close === -1 ? rest.length : close))].map((name) => name.value);
}

/** Inflates with a hard output cap; zlib-wrapped first, raw deflate for writers that leave the wrapper out. */
function inflateCapped(body: Buffer, maxOutputLength: number): Buffer | "too-large" | null {
  const options = { maxOutputLength, finishFlush: constants.Z_SYNC_FLUSH };
  for (const inflate of [inflateSync, inflateRawSync]) {
    try {
      return inflate(body, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return "too-large";
    }
  }
  return null;
}

/**
 * "active-content" when any active name appears, in the bytes or in an object stream;
 * "not-fully-checked" when none does but an object stream could not be read (an unknown filter,
 * broken or encrypted data, or more than the budget); null when the file is clear.
 */
export function findPdfActiveContent(data: Buffer): PdfActiveContentScan {
  const text = data.toString("latin1");
  if (hasActiveName(text)) return "active-content";

  let budget = OBJECT_STREAM_BUDGET;
  let complete = true;
  for (const name of namesIn(text)) {
    if (name.value !== "ObjStm") continue;
    const stream = readObjectStream(data, text, name.index);
    if (stream === null || stream.hasDecodeParms) {
      complete = false;
      continue;
    }
    // An uncompressed object stream was already read with the rest of the bytes.
    if (stream.filters.length === 0) continue;
    if (stream.filters.length !== 1 || stream.filters[0] !== "FlateDecode" || budget === 0) {
      complete = false;
      continue;
    }
    const inflated = inflateCapped(stream.body, budget);
    if (inflated === "too-large") {
      // The budget is spent: nothing more is inflated.
      budget = 0;
      complete = false;
      continue;
    }
    if (inflated === null) {
      complete = false;
      continue;
    }
    budget -= inflated.length;
    if (hasActiveName(inflated.toString("latin1"))) return "active-content";
  }
  return complete ? null : "not-fully-checked";
}
