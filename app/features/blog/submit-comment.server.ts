import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { CaptchaService } from "#app/features/captcha/captcha.server.ts";
import { checkHuman, describeWait } from "#app/features/captcha/check-human.server.ts";
import type { RateLimits } from "#app/lib/rate-limits.server.ts";
import { readCommentFields, validateComment, type CommentFieldErrors } from "./comment-form-schema.ts";
import { commentMessages } from "./comment-messages.ts";
import type { BlogComment } from "./get-blog-post-page.server.ts";
import { saveComment } from "./save-comment.server.ts";

/** Name, message, the proof of work and the honeypot, with room to spare; a longer message is the schema's to refuse. */
export const COMMENT_FORM_LIMITS = { maxFields: 8, maxFieldBytes: 16 * 1024 } as const;

export type CommentSubmission =
  | { ok: true; comment: BlogComment; message: string; withScript: boolean }
  | {
      ok: false;
      status: 400 | 404 | 429;
      message: string;
      fieldErrors?: CommentFieldErrors;
      retryAfterSeconds?: number;
      /** What the visitor typed, so a page rendered without JavaScript can show it again. */
      values: { name: string; message: string };
    };

/**
 * The comment form's action: validate (the same schema the browser ran), limit each address
 * to 5 comments per 10 minutes, pass the spam gate, then store. Every refusal is a 4xx with a
 * message the visitor can act on.
 */
export async function submitComment(options: {
  db: Kysely<Database>;
  postId: number;
  formData: FormData;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  clientAddress: string;
}): Promise<CommentSubmission> {
  const { db, postId, formData } = options;
  const fields = readCommentFields(formData);
  // Echoed into the page on a refusal; bounded so a huge post is not sent back whole.
  const values = { name: fields.name.slice(0, 200), message: fields.message.slice(0, 4000) };
  const withScript = formData.has("altcha");

  const validation = validateComment(fields);
  if (!validation.ok) {
    const message = validation.fieldErrors.name ?? validation.fieldErrors.message ?? commentMessages.nameRequired;
    return { ok: false, status: 400, message, fieldErrors: validation.fieldErrors, values };
  }

  const limit = await options.rateLimits.consume("comment", options.clientAddress);
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
      message: `You have posted several comments in a short time. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
      values,
    };
  }

  const human = await checkHuman(options);
  if (!human.ok) return { ok: false, status: human.status, message: human.message, retryAfterSeconds: human.retryAfterSeconds, values };

  const comment = await saveComment(db, postId, validation.value);
  if (!comment) return { ok: false, status: 404, message: "This post is no longer available for comments.", values };
  return { ok: true, comment, message: commentMessages.posted, withScript };
}
