import { createHash } from "node:crypto";
import busboy from "busboy";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { checkCompleteFile, checkLeadingBytes, LEADING_BYTES_NEEDED } from "./check-file-content.server.ts";
import type { ContentWarning } from "./content-warnings.ts";
import { fileTypeContents } from "./file-type-contents.ts";
import { findContentWarnings } from "./find-content-warnings.server.ts";
import {
  fileContentMismatchMessage,
  fileExtensionOf,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  isAllowedFileName,
  type FileExtension,
} from "./file-types.ts";

/*
 * Reads a form post (multipart/form-data, or url-encoded when it carries no file) straight from
 * the request's body stream, enforcing every limit while the bytes arrive: the file's size and
 * type (by name at once, by magic bytes as soon as they arrive), the number and size of fields,
 * part headers (busboy refuses a part header over 16 KB) and the body as a whole. At most one
 * file of at most `maxFileBytes` is ever held in memory; a refused upload stops being parsed at
 * once and its remaining bytes are read and dropped, so the visitor's browser, still sending,
 * gets to read the answer.
 */

export type UploadRules = {
  /** The name of the one file input the form has; null for a form of text fields only. */
  fileField: string | null;
  allowedExtensions: readonly FileExtension[];
  maxFileBytes: number;
  /** Text fields, hidden ones included. */
  maxFields: number;
  maxFieldBytes: number;
};

export type UploadedFile = {
  fileName: string;
  extension: FileExtension;
  /** From the extension table, never from what the browser declared. */
  contentType: string;
  data: Buffer;
  sha256: string;
  /** What staff are told before they open the file (active content, data after its end); empty when nothing. */
  contentWarnings: ContentWarning[];
};

export type FormUpload = { fields: Record<string, string>; file: UploadedFile | null };

export type UploadRefusal = {
  status: 400 | 413 | 415;
  message: string;
  /** Set when the file is at fault (its type, content or size), so the form can mark that input. */
  field?: string;
};

export type ReadFormUploadResult =
  | { ok: true; upload: FormUpload }
  | ({
      ok: false;
      /**
       * Settles once the rest of the body has been read and dropped (or cut off past the allowance).
       * Answer only then: a server that closes a connection with unread bytes resets it, and a
       * client still sending (or a proxy) loses the answer with it.
       */
      bodyDrained: Promise<void>;
    } & UploadRefusal);

export const MALFORMED_FORM_MESSAGE = "The form could not be read. Please reload the page and try again.";
const TOO_MANY_FIELDS_MESSAGE = "The form has more fields than expected. Please reload the page and try again.";
const FIELD_TOO_LONG_MESSAGE = "A field is longer than this form accepts. Please shorten it and try again.";
const ONE_FILE_MESSAGE = "Only one file can be attached.";
const UNSUPPORTED_ENCODING_MESSAGE = "The form must be sent as multipart/form-data.";
const FORM_TOO_LARGE_MESSAGE = "The form is larger than expected. Please shorten your text and try again.";

/** Room for multipart boundaries and part headers on top of the file and field limits. */
const ENVELOPE_ALLOWANCE = 64 * 1024;
/** How far past the limit a refused upload is still read (and dropped) before the connection is cut. */
const DRAIN_ALLOWANCE = 64 * 1024 * 1024;

function maxBodyBytes(rules: UploadRules): number {
  return rules.maxFileBytes + rules.maxFields * rules.maxFieldBytes + ENVELOPE_ALLOWANCE;
}

/** A body over the limit: the file is the likely cause, unless the form takes none. */
function tooLarge(rules: UploadRules): UploadRefusal {
  return rules.fileField === null
    ? { status: 413, message: FORM_TOO_LARGE_MESSAGE }
    : { status: 413, message: fileTooLargeMessage(rules.maxFileBytes), field: rules.fileField };
}

export async function readFormUpload(request: Request, rules: UploadRules): Promise<ReadFormUploadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const bodyLimit = maxBodyBytes(rules);
  const refuse = (refusal: UploadRefusal): ReadFormUploadResult => ({ ok: false, ...refusal, bodyDrained: discardRequestBody(request, bodyLimit + DRAIN_ALLOWANCE) });

  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(contentType)) {
    return refuse({ status: 415, message: UNSUPPORTED_ENCODING_MESSAGE });
  }
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declaredLength) && declaredLength > bodyLimit) {
    return refuse(tooLarge(rules));
  }
  if (!request.body) return { ok: false, status: 400, message: MALFORMED_FORM_MESSAGE, bodyDrained: Promise.resolve() };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8: 'Résumé José.pdf' must not turn into mojibake.
      defParamCharset: "utf8",
      // busboy reports a limit as soon as a part reaches it; one byte more lets a file of exactly
      // the limit through and still stops the first byte beyond it.
      limits: {
        fileSize: rules.maxFileBytes + 1,
        files: 1,
        fields: rules.maxFields,
        fieldSize: rules.maxFieldBytes + 1,
        fieldNameSize: 100,
        parts: rules.maxFields + 1,
        headerPairs: 16,
      },
    });
  } catch {
    // A multipart type without a boundary, or an unknown charset.
    return refuse({ status: 400, message: MALFORMED_FORM_MESSAGE });
  }

  return new Promise<ReadFormUploadResult>((resolve) => {
    // No prototype: a field named __proto__ or constructor is just a field.
    const fields: Record<string, string> = Object.create(null);
    let file: UploadedFile | null = null;
    let settled = false;
    /** Wakes the pump below when it waits for the parser to drain and the outcome is decided meanwhile. */
    let wakePump: (() => void) | null = null;
    const reader = request.body!.getReader();

    const finish = (result: { ok: true; upload: FormUpload } | ({ ok: false } & UploadRefusal)) => {
      if (settled) return;
      settled = true;
      parser.removeAllListeners();
      // Errors after this point (the rest of a broken body) concern nobody.
      parser.on("error", () => {});
      parser.destroy();
      wakePump?.();
      resolve(result.ok ? result : { ...result, bodyDrained: drain(reader, bodyLimit + DRAIN_ALLOWANCE) });
    };
    const fail = (refusal: UploadRefusal) => finish({ ok: false, ...refusal });

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated) return fail({ status: 400, message: MALFORMED_FORM_MESSAGE });
      if (info.valueTruncated) return fail({ status: 413, message: FIELD_TOO_LONG_MESSAGE });
      // The first value wins, as with a single input; a repeated name cannot smuggle a second one in.
      if (!(name in fields)) fields[name] = value;
    });

    parser.on("file", (name, stream, info) => {
      // Registered first: destroying the parser on a refusal errors the file stream it is feeding.
      stream.on("error", () => fail({ status: 400, message: MALFORMED_FORM_MESSAGE }));
      const chunks: Buffer[] = [];
      let size = 0;
      let headChecked = false;
      const fileName = (info.filename ?? "").trim();
      const extension = fileExtensionOf(fileName);
      const signature = extension && extension in fileTypeContents ? fileTypeContents[extension as FileExtension].signature : null;
      const known = name === rules.fileField && fileName !== "" && isAllowedFileName(fileName, rules.allowedExtensions) && signature;

      if (rules.fileField !== null && name === rules.fileField && fileName !== "" && !known) {
        stream.resume();
        return fail({ status: 415, message: invalidFileTypeMessage(rules.allowedExtensions), field: rules.fileField });
      }

      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (!known) {
          // A file input left empty sends an unnamed, empty part; anything else is not ours.
          if (size > 0) fail({ status: 400, message: MALFORMED_FORM_MESSAGE });
          return;
        }
        chunks.push(chunk);
        if (!headChecked && size >= LEADING_BYTES_NEEDED) {
          headChecked = true;
          if (!checkLeadingBytes(signature, Buffer.concat(chunks))) fail({ status: 415, message: fileContentMismatchMessage(extension!), field: name });
        }
      });
      stream.on("limit", () => fail(known ? { status: 413, message: fileTooLargeMessage(rules.maxFileBytes), field: name } : { status: 400, message: MALFORMED_FORM_MESSAGE }));
      stream.on("end", () => {
        if (settled || !known) return;
        const data = Buffer.concat(chunks, size);
        if (!checkCompleteFile(signature, data)) return fail({ status: 415, message: fileContentMismatchMessage(extension!), field: name });
        file = {
          // Shown to staff and stored as text: no control characters (PostgreSQL refuses a NUL).
          fileName: stripControlCharacters(fileName, { singleLine: true }).slice(0, 255),
          extension: extension as FileExtension,
          contentType: fileTypeContents[extension as FileExtension].contentType,
          data,
          sha256: createHash("sha256").update(data).digest("hex"),
          contentWarnings: findContentWarnings(signature, data),
        };
      });
    });

    parser.on("filesLimit", () => fail({ status: 400, message: ONE_FILE_MESSAGE }));
    parser.on("fieldsLimit", () => fail({ status: 413, message: TOO_MANY_FIELDS_MESSAGE }));
    parser.on("partsLimit", () => fail({ status: 413, message: TOO_MANY_FIELDS_MESSAGE }));
    parser.on("error", () => fail({ status: 400, message: MALFORMED_FORM_MESSAGE }));
    parser.on("close", () => finish({ ok: true, upload: { fields, file } }));

    void (async () => {
      let received = 0;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (settled) return;
          if (done) break;
          received += value.byteLength;
          if (received > bodyLimit) return fail(tooLarge(rules));
          const accepted = parser.write(value);
          if (settled) return;
          if (!accepted) {
            await new Promise<void>((resume) => {
              wakePump = resume;
              parser.once("drain", resume);
            });
            wakePump = null;
          }
        }
        if (!settled) parser.end();
      } catch {
        // The visitor went away mid-upload; nobody is left to read the answer.
        fail({ status: 400, message: MALFORMED_FORM_MESSAGE });
      }
    })();
  });
}

/** Drops the body of a request refused before it was read (rate limit), within the same allowance; settles when done. */
export function discardFormUpload(request: Request, rules: UploadRules): Promise<void> {
  return discardRequestBody(request, maxBodyBytes(rules) + DRAIN_ALLOWANCE);
}

/**
 * Reads and drops the rest of a body. The outcome is decided at once, but a browser reads the
 * answer only after it has sent its whole request, and closing a connection with bytes unread
 * resets it: the visitor would see a network error rather than the message. Past `capBytes`
 * (declared, or counted on the way) the connection is cut after all: that much is no longer a
 * visitor's mistake.
 */
function discardRequestBody(request: Request, capBytes: number): Promise<void> {
  if (!request.body || request.bodyUsed) return Promise.resolve();
  const drained = drain(request.body.getReader(), capBytes);
  // Declared past the allowance: the connection will be cut, so answer now, while it still stands.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  return Number.isFinite(declared) && declared > capBytes ? Promise.resolve() : drained;
}

/** Reads and drops what is left of a body, up to `capBytes`, so the answer reaches a client still sending. */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, capBytes: number): Promise<void> {
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > capBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The connection closed: nothing left to drain.
  }
}
