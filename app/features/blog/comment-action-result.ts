import type { CommentFieldErrors } from "./comment-form-schema.ts";
import type { BlogComment } from "./get-blog-post-page.server.ts";

/** What the comment action answers a scripted submission with (a script-less one is redirected on success). */
export type CommentActionResult =
  | { ok: true; message: string; comment: BlogComment }
  | { ok: false; message: string; fieldErrors: CommentFieldErrors; values: { name: string; message: string } };
