import { z } from "#app/lib/jitless-zod.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX } from "./blog-rules.ts";
import { commentMessages } from "./comment-messages.ts";

// One schema for the comment form, run in the browser before sending and again by the action.


export const commentFormSchema = z.object({
  name: z
    .string()
    .transform((value) => stripControlCharacters(value, { singleLine: true }).trim())
    .pipe(z.string().min(1, commentMessages.nameRequired).max(COMMENT_NAME_MAX, commentMessages.nameTooLong)),
  // The spec puts no check on the message beyond what the server needs: a bounded length.
  message: z
    .string()
    .transform((value) => stripControlCharacters(value).trim())
    .pipe(z.string().max(COMMENT_MESSAGE_MAX, commentMessages.messageTooLong)),
});

export type CommentInput = z.infer<typeof commentFormSchema>;
export type CommentFieldErrors = Partial<Record<keyof CommentInput, string>>;

/** Reads the form's fields; anything that is not text (a file, a missing field) counts as empty. */
export function readCommentFields(formData: FormData): { name: string; message: string } {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), message: text("message") };
}

export function validateComment(
  fields: { name: string; message: string },
): { ok: true; value: CommentInput } | { ok: false; fieldErrors: CommentFieldErrors } {
  const result = commentFormSchema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: CommentFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CommentInput;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
