import type { PostVisibility } from "./post-visibility.ts";

/** What the posts pages confirm after a change, keyed by the `?notice=` the action redirects with. */
export const POST_NOTICES = {
  created: "Post created.",
  saved: "Changes saved.",
  deleted: "Post deleted, with its comments.",
  "category-created": "Category created.",
  "category-saved": "Category saved.",
  "category-deleted": "Category deleted. Its posts stay, without it.",
} as const;
export type PostNotice = keyof typeof POST_NOTICES;

export function postNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(POST_NOTICES, value) ? POST_NOTICES[value as PostNotice] : null;
}

/** After saving a post: the notice, then where the post now stands for visitors. */
export function savedPostNotice(value: string | null, visibility: PostVisibility, publishedOn: string): string | null {
  const notice = value === "created" || value === "saved" ? POST_NOTICES[value] : null;
  if (!notice) return null;
  if (visibility === "published") return `${notice} It is on the blog.`;
  if (visibility === "scheduled") return `${notice} It appears on the blog on ${publishedOn}.`;
  return `${notice} Drafts stay off the blog.`;
}
