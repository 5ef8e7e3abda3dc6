import type { SubmissionKind } from "./submission-kinds.ts";

/** What an inbox action reports after its redirect (`?notice=`), shown in the page's status region. */
export const INBOX_NOTICES = ["handled", "new", "deleted"] as const;
export type InboxNotice = (typeof INBOX_NOTICES)[number];

export function parseInboxNotice(value: string | null): InboxNotice | null {
  return (INBOX_NOTICES as readonly string[]).includes(value ?? "") ? (value as InboxNotice) : null;
}

export function inboxNoticeText(notice: InboxNotice, kind: Pick<SubmissionKind, "singular">): string {
  const Noun = kind.singular === "enquiry" ? "Enquiry" : "Application";
  if (notice === "handled") return `${Noun} marked as handled.`;
  if (notice === "new") return `${Noun} marked as new again.`;
  return `${Noun} deleted, together with its attachment.`;
}
