import type { CommentFieldErrors } from "./comment-form-schema.ts";

/** What the comment action answers a scripted submission with (a script-less one is redirected on success). */
export type CommentActionResult =
  | { ok: true; message: string; commentId: number }
  | { ok: false; message: string; fieldErrors: CommentFieldErrors; values: { name: string; message: string } };
