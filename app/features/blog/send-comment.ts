import type { CommentActionResult } from "./comment-action-result.ts";

const UNREACHABLE = "We could not reach the server. Please check your connection and try again.";

/**
 * Posts the comment form from its script and reads the JSON answer. A lost connection, or an
 * answer that is not the server's (a proxy's error page), becomes a refusal with a message, so
 * what the visitor typed stays in the form.
 */
export async function sendComment(postId: number, formData: FormData): Promise<CommentActionResult> {
  const refusal = (message: string): CommentActionResult => ({ ok: false, message, fieldErrors: {}, values: { name: "", message: "" } });
  let response: Response;
  try {
    response = await fetch(`/blog/${postId}/comments`, { method: "POST", body: new URLSearchParams(formData as unknown as Record<string, string>) });
  } catch {
    return refusal(UNREACHABLE);
  }
  try {
    return (await response.json()) as CommentActionResult;
  } catch {
    return refusal(UNREACHABLE);
  }
}
