/** What the media pages confirm after a change, keyed by the `?notice=` the actions redirect with. */
export const MEDIA_NOTICES = {
  saved: "Details saved.",
  replaced: "File replaced. Every page that showed the picture shows the new one; check that the alt text still describes it.",
  deleted: "Picture deleted.",
} as const;
export type MediaNotice = keyof typeof MEDIA_NOTICES;

export function mediaNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(MEDIA_NOTICES, value) ? MEDIA_NOTICES[value as MediaNotice] : null;
}

/** After a post without JavaScript whose every file was stored: `?uploaded=3`. */
export function uploadedNoticeText(value: string | null): string | null {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1000) return null;
  return `${count === 1 ? "1 picture" : `${count} pictures`} uploaded. Give each alt text before it goes on a page.`;
}
