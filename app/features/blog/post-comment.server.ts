import type { AppLoadContext } from "react-router";
import { FOREIGN_FORM_MESSAGE, isSameOrigin } from "#app/lib/http/is-same-origin.server.ts";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import type { CommentActionResult } from "./comment-action-result.ts";
import { COMMENT_FORM_LIMITS, submitComment } from "./submit-comment.server.ts";

/** `withScript`: the comment was stored from the page's script (it sent a proof of work), which reads the answer itself. */
export type CommentPostOutcome = { answer: CommentActionResult; status: number; headers: Record<string, string>; withScript: boolean };

/**
 * A comment posted to a post, from the page's form (without JavaScript, blog-post.tsx's action)
 * or from its script (routes/blog-post-comments.ts): origin check, size limits, then
 * submitComment. The answer is the same for both; only what follows differs.
 */
export async function postComment(postId: number, request: Request, context: AppLoadContext): Promise<CommentPostOutcome> {
  const refuse = (status: number, message: string): CommentPostOutcome => ({
    answer: { ok: false, message, fieldErrors: {}, values: { name: "", message: "" } },
    status,
    headers: {},
    withScript: false,
  });
  if (!isSameOrigin(request)) return refuse(403, FOREIGN_FORM_MESSAGE);
  const form = await readFormFields(request, COMMENT_FORM_LIMITS);
  if (!form.ok) return refuse(form.status, form.message);
  const result = await submitComment({
    db: context.db,
    postId,
    formData: form.formData,
    captcha: context.captcha,
    rateLimits: context.rateLimits,
    clientAddress: context.clientAddress,
  });
  if (result.ok) return { answer: { ok: true, message: result.message, comment: result.comment }, status: 200, headers: {}, withScript: result.withScript };
  return {
    answer: { ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {}, values: result.values },
    status: result.status,
    headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {},
    withScript: false,
  };
}
