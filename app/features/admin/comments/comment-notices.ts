/** What the comments page confirms after a change, keyed by the `?notice=` the action redirects with. */
export const COMMENT_NOTICES = {
  hidden: "Comment hidden. It no longer shows on its post.",
  shown: "Comment shown on its post again.",
  deleted: "Comment deleted.",
} as const;
export type CommentNotice = keyof typeof COMMENT_NOTICES;

export function commentNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(COMMENT_NOTICES, value) ? COMMENT_NOTICES[value as CommentNotice] : null;
}
