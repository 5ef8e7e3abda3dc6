import { renderMarkdown } from "#app/features/blog/render-markdown.server.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { POST_CONTENT_MAX, postFormMessages } from "./post-form-schema.ts";

export type PostPreview = { ok: true; html: string } | { ok: false; message: string };

/**
 * The editor's Markdown as the public blog will show it: the blog's own sanitising renderer, so
 * the preview can never run anything the published page would not.
 */
export function renderPostPreview(content: unknown): PostPreview {
  if (typeof content !== "string") return { ok: false, message: "Send the content to preview" };
  const cleaned = stripControlCharacters(content);
  if (cleaned.length > POST_CONTENT_MAX) return { ok: false, message: postFormMessages.contentTooLong };
  return { ok: true, html: renderMarkdown(cleaned) };
}
