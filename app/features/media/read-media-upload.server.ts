import { createHash } from "node:crypto";
import busboy from "busboy";
import type { MediaKind } from "#app/db/schema.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { MEDIA_EMPTY_MESSAGE, MEDIA_MAX_FILE_BYTES, MEDIA_SVG_MESSAGE, MEDIA_TOO_LARGE_MESSAGE, MEDIA_UNSUPPORTED_MESSAGE } from "./media-limits.ts";
import type { MediaRefusal } from "./media-refusal.ts";
import { SNIFF_BYTES, sniffImageType } from "./sniff-image-type.ts";
import { drain } from "#app/lib/uploads/read-form-upload.server.ts";

/*
 * Reads a multipart post of pictures straight from the request's body stream, one file after the
 * other. Each file is checked while it arrives: its type from its first bytes (a file that is not
 * a picture stops being kept at once) and its size (past the limit the rest of it is read and
 * dropped). A complete file goes to `onFile`, and the body is not read further until that
 * settles, so a post of many files holds one file in memory at a time. A file refused here or by
 * `onFile` does not stop the others: each gets its own answer.
 *
 * The fields before the first file (the CSRF token) go to `checkFields` before any file is
 * looked at; whatever it throws ends the read and is thrown again once the body is drained.
 */

export type ReceivedMediaFile = {
  fileName: string;
  kind: MediaKind;
  data: Buffer;
  /** Lower-case hex SHA-256 of `data`. */
  sha256: string;
};

export type MediaUploadRules = {
  /** The name of the file input. */
  fileField: string;
  /** Files beyond this many are not read; the answer says so. */
  maxFiles: number;
};

export type MediaUploadHandlers<R> = {
  checkFields: (fields: Record<string, string>) => void;
  onFile: (file: ReceivedMediaFile) => Promise<R>;
  onRefusal: (fileName: string, refusal: MediaRefusal) => R;
};

export type ReadMediaUploadResult<R> =
  | { ok: true; fields: Record<string, string>; results: R[]; skippedFiles: boolean }
  | { ok: false; status: 400 | 413 | 415; message: string; bodyDrained: Promise<void> };

export const MEDIA_MALFORMED_MESSAGE = "The upload could not be read. Reload the page and try again.";
const NOT_MULTIPART_MESSAGE = "Pictures must be sent as multipart/form-data.";
const TOO_LARGE_BODY_MESSAGE = "The upload is larger than the files it may hold. Send fewer files at once.";

/** Room for boundaries, part headers and the few text fields. */
const ENVELOPE_ALLOWANCE = 64 * 1024;
/** How far past the limit a refused body is still read (and dropped) before the connection is cut. */
const DRAIN_ALLOWANCE = 64 * 1024 * 1024;
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 1024;

export async function readMediaUpload<R>(request: Request, rules: MediaUploadRules, handlers: MediaUploadHandlers<R>): Promise<ReadMediaUploadResult<R>> {
  const contentType = request.headers.get("content-type") ?? "";
  const bodyLimit = rules.maxFiles * (MEDIA_MAX_FILE_BYTES + 1) + ENVELOPE_ALLOWANCE;
  const refuse = (status: 400 | 413 | 415, message: string): ReadMediaUploadResult<R> => ({ ok: false, status, message, bodyDrained: drainBody(request, bodyLimit) });

  if (!/^multipart\/form-data\s*;/i.test(contentType)) return refuse(415, NOT_MULTIPART_MESSAGE);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > bodyLimit) return refuse(413, TOO_LARGE_BODY_MESSAGE);
  if (!request.body) return refuse(400, MEDIA_MALFORMED_MESSAGE);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: "utf8",
      // One byte over the limit tells a file of exactly the limit from a larger one.
      limits: { fileSize: MEDIA_MAX_FILE_BYTES + 1, files: rules.maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100, parts: rules.maxFiles + MAX_FIELDS, headerPairs: 16 },
    });
  } catch {
    return refuse(400, MEDIA_MALFORMED_MESSAGE);
  }

  const reader = request.body.getReader();
  return new Promise<ReadMediaUploadResult<R>>((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null);
    const results: R[] = [];
    let fieldsChecked = false;
    let skippedFiles = false;
    let settled = false;
    /** Settles once the last file met so far has its answer; the next file is read only then. */
    let previousFile: Promise<void> = Promise.resolve();
    let wakePump: (() => void) | null = null;

    const stop = () => {
      settled = true;
      parser.removeAllListeners();
      // Errors from the rest of a refused body concern nobody.
      parser.on("error", () => {});
      parser.destroy();
      wakePump?.();
    };
    const fail = (status: 400 | 413 | 415, message: string) => {
      if (settled) return;
      stop();
      resolve({ ok: false, status, message, bodyDrained: drain(reader, bodyLimit + DRAIN_ALLOWANCE) });
    };
    const abort = (reason: unknown) => {
      if (settled) return;
      stop();
      void drain(reader, bodyLimit + DRAIN_ALLOWANCE).then(() => reject(reason));
    };
    const checkFieldsOnce = (): boolean => {
      if (fieldsChecked) return true;
      try {
        handlers.checkFields(fields);
        fieldsChecked = true;
        return true;
      } catch (error) {
        abort(error);
        return false;
      }
    };

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(400, MEDIA_MALFORMED_MESSAGE);
      if (!(name in fields)) fields[name] = value;
    });

    parser.on("file", (name, stream, info) => {
      stream.on("error", () => fail(400, MEDIA_MALFORMED_MESSAGE));
      if (!checkFieldsOnce()) return stream.resume();
      // A file input left empty sends an unnamed, empty part; a part of another name is not ours.
      const fileName = stripControlCharacters(info.filename ?? "", { singleLine: true }).trim().slice(0, 255);
      if (name !== rules.fileField || fileName === "") return stream.resume();

      const index = results.length;
      results.push(undefined as R);
      const chunks: Buffer[] = [];
      let size = 0;
      let kind: MediaKind | null = null;
      let refusal: MediaRefusal | null = null;

      // Not a byte of this file is read (and so none of the body) until the one before it has
      // its answer: paused before the 'data' listener is added, the stream stays paused.
      const before = previousFile;
      let answered!: () => void;
      previousFile = new Promise<void>((resolveAnswered) => {
        answered = resolveAnswered;
      });
      stream.pause();
      void before.then(() => {
        if (!settled) stream.resume();
      });
      const settle = (result: R) => {
        results[index] = result;
        answered();
      };

      const sniff = () => {
        const type = sniffImageType(Buffer.concat(chunks));
        if (type === "svg") refusal = { status: 415, message: MEDIA_SVG_MESSAGE };
        else if (type === null) refusal = { status: 415, message: MEDIA_UNSUPPORTED_MESSAGE };
        else kind = type;
        if (refusal) chunks.length = 0;
      };

      stream.on("data", (chunk: Buffer) => {
        if (settled || refusal) return;
        size += chunk.length;
        chunks.push(chunk);
        if (kind === null && size >= SNIFF_BYTES) sniff();
      });
      stream.on("limit", () => {
        refusal = { status: 413, message: MEDIA_TOO_LARGE_MESSAGE };
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (settled) return;
        if (!refusal && size === 0) refusal = { status: 415, message: MEDIA_EMPTY_MESSAGE };
        if (!refusal && kind === null) sniff();
        if (refusal) return settle(handlers.onRefusal(fileName, refusal));
        const data = Buffer.concat(chunks, size);
        chunks.length = 0;
        const file: ReceivedMediaFile = { fileName, kind: kind!, data, sha256: createHash("sha256").update(data).digest("hex") };
        handlers.onFile(file).then(settle, abort);
      });
    });

    parser.on("filesLimit", () => {
      skippedFiles = true;
    });
    parser.on("fieldsLimit", () => fail(400, MEDIA_MALFORMED_MESSAGE));
    parser.on("partsLimit", () => fail(400, MEDIA_MALFORMED_MESSAGE));
    parser.on("error", () => fail(400, MEDIA_MALFORMED_MESSAGE));
    parser.on("close", () => {
      if (settled) return;
      // A post without a file still has its fields checked before it is answered.
      if (!checkFieldsOnce()) return;
      previousFile.then(
        () => {
          if (settled) return;
          settled = true;
          resolve({ ok: true, fields, results, skippedFiles });
        },
        // A file whose processing failed has aborted the read already.
        () => {},
      );
    });

    void (async () => {
      let received = 0;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (settled) return;
          if (done) break;
          received += value.byteLength;
          if (received > bodyLimit) return fail(413, TOO_LARGE_BODY_MESSAGE);
          if (!parser.write(value)) {
            await new Promise<void>((resume) => {
              wakePump = resume;
              parser.once("drain", resume);
            });
            wakePump = null;
            if (settled) return;
          }
        }
        parser.end();
      } catch {
        // The browser went away mid-upload; nobody is left to read the answer.
        fail(400, MEDIA_MALFORMED_MESSAGE);
      }
    })();
  });
}

/** Reads and drops a body refused before it was parsed, so the browser, still sending, gets the answer. */
function drainBody(request: Request, bodyLimit: number): Promise<void> {
  if (!request.body || request.bodyUsed) return Promise.resolve();
  const drained = drain(request.body.getReader(), bodyLimit + DRAIN_ALLOWANCE);
  // Declared past the allowance: the connection will be cut, so answer now, while it still stands.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  return Number.isFinite(declared) && declared > bodyLimit + DRAIN_ALLOWANCE ? Promise.resolve() : drained;
}
