import type { AppLoadContext } from "react-router";
import { FOREIGN_FORM_MESSAGE, isSameOrigin } from "#app/lib/http/is-same-origin.server.ts";
import type { RateLimitName } from "#app/lib/rate-limits.server.ts";
import { discardFormUpload, readFormUpload, type FormUpload, type UploadedFile, type UploadRules } from "#app/lib/uploads/read-form-upload.server.ts";
import type { FieldErrors } from "./contact-field-text.ts";
import { UNEXPECTED_ERROR_MESSAGE, type SubmissionReply } from "./submission-reply.ts";

/*
 * The path every visitor submission takes on the server, in the order that keeps the cheap
 * refusals first: a post from another site's page and the rate limit (both before a byte of the
 * body is parsed), the streamed upload with its limits, the shared schema, the spam gate
 * (ADR 004), and only then one transaction that stores everything.
 * The visitor is told "received" only after that transaction has committed.
 */

/** Typed text sent back to a page without JavaScript, so a refused form comes back filled in. */
const ECHOED_FIELDS = ["name", "email", "phone", "message"] as const;

export type SubmissionOutcome = { status: number; reply: SubmissionReply; headers?: Record<string, string> };

export type SaveResult = { ok: true } | { ok: false; status: number; message: string };

export type ReceiveSubmissionOptions<Value> = {
  request: Request;
  context: AppLoadContext;
  rateLimit: Extract<RateLimitName, "enquiry" | "application">;
  upload: UploadRules;
  validate(upload: FormUpload): { ok: true; value: Value } | { ok: false; fieldErrors: FieldErrors };
  /** The spam gate (ADR 004): the proof of work, or without JavaScript the honeypot and the no-script limit. */
  checkHuman(formData: FormData): Promise<{ ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number }>;
  save(value: Value, file: UploadedFile | null): Promise<SaveResult>;
  successMessage: string;
};

function minutesFrom(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

function echoValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(ECHOED_FIELDS.filter((name) => typeof fields[name] === "string").map((name) => [name, fields[name]!.slice(0, 10_000)]));
}

export async function receiveSubmission<Value>(options: ReceiveSubmissionOptions<Value>): Promise<SubmissionOutcome> {
  const { request, context } = options;
  if (request.method !== "POST") {
    return { status: 405, reply: { ok: false, message: "Forms are sent with POST." }, headers: { Allow: "POST" } };
  }

  // A page on another site posting a visitor's browser here: refused before it costs anything.
  if (!isSameOrigin(request)) {
    await discardFormUpload(request, options.upload);
    return { status: 403, reply: { ok: false, message: FOREIGN_FORM_MESSAGE } };
  }

  const rate = await context.rateLimits.consume(options.rateLimit, context.clientAddress);
  if (!rate.allowed) {
    await discardFormUpload(request, options.upload);
    return {
      status: 429,
      reply: { ok: false, message: `Too many submissions from your network. Please try again in ${minutesFrom(rate.retryAfterSeconds)}.` },
      headers: { "Retry-After": String(rate.retryAfterSeconds) },
    };
  }

  const read = await readFormUpload(request, options.upload);
  if (!read.ok) {
    await read.bodyDrained;
    return { status: read.status, reply: { ok: false, message: read.message, ...(read.field ? { fieldErrors: { [read.field]: read.message } } : {}) } };
  }
  const { fields } = read.upload;
  const values = echoValues(fields);

  const checked = options.validate(read.upload);
  if (!checked.ok) {
    const message = Object.values(checked.fieldErrors)[0] ?? "Please check the form and try again.";
    return { status: 400, reply: { ok: false, message, fieldErrors: checked.fieldErrors, values } };
  }

  try {
    // Built from the parsed fields: the spam gate reads a form, whichever way it was sent.
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    const human = await options.checkHuman(formData);
    if (!human.ok) {
      return {
        status: human.status,
        reply: { ok: false, message: human.message, values },
        ...(human.retryAfterSeconds ? { headers: { "Retry-After": String(human.retryAfterSeconds) } } : {}),
      };
    }
    const saved = await options.save(checked.value, read.upload.file);
    if (!saved.ok) return { status: saved.status, reply: { ok: false, message: saved.message, values } };
    return { status: 200, reply: { ok: true, message: options.successMessage } };
  } catch (error) {
    // The database failed (outage, disk full): nothing was stored, and the visitor keeps what
    // they typed. Only the error's text is logged, never the visitor's message or file.
    console.error(`${options.rateLimit} could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 503, reply: { ok: false, message: UNEXPECTED_ERROR_MESSAGE, values }, headers: { "Retry-After": "30" } };
  }
}
