import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * What staff did, in verb.noun form (`post.publish`, `comment.hide`, `enquiry.delete`). The list
 * is closed so the audit page can describe every action and filters stay meaningful.
 */
export const AUDIT_ACTIONS = [
  "staff.sign-in",
  "staff.sign-out",
  "staff.sign-in-failed",
  "staff.password-change",
  "staff.password-reset-request",
  "staff.password-reset",
  "staff.sessions-end",
  "staff.two-factor-enable",
  "staff.two-factor-disable",
  "staff.two-factor-failed",
  "staff.recovery-code-use",
  "staff.recovery-codes-regenerate",
  "staff.passkey-sign-in",
  "staff.passkey-sign-in-failed",
  "staff.passkey-add",
  "staff.passkey-remove",
  "post.create",
  "post.update",
  "post.delete",
  "category.create",
  "category.update",
  "category.delete",
  "comment.hide",
  "comment.show",
  "comment.delete",
  "job.create",
  "job.update",
  "job.close",
  "job.reopen",
  "job.delete",
  "enquiry.mark-handled",
  "enquiry.mark-new",
  "enquiry.delete",
  "enquiry.export",
  "application.mark-handled",
  "application.mark-new",
  "application.delete",
  "application.export",
  "attachment.download",
  "inbox.purge",
  "outbox.retry",
  "page.create",
  "page.save-draft",
  "page.publish",
  "page.unpublish",
  "page.restore",
  "page.schedule",
  "page.unschedule",
  "media.upload",
  "media.update",
  "media.replace",
  "media.delete",
  "settings.save-draft",
  "settings.publish",
  "settings.discard",
  "settings.restore",
  "home.save-draft",
  "home.publish",
  "home.discard",
  "home.restore",
  "celebrations.save-draft",
  "celebrations.publish",
  "celebrations.discard",
  "celebrations.restore",
  "user.role-change",
  "user.deactivate",
  "user.reactivate",
  "user.invite",
  "user.invitation-revoke",
  "user.invitation-accept",
  "user.two-factor-require",
  "user.two-factor-unrequire",
  "redirect.create",
  "redirect.update",
  "redirect.delete",
  "redirect.import",
  "personal-data.export",
  "personal-data.erase",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  /** Null for actions no signed-in person did (the scheduled retention purge). */
  userId: number | null;
  action: AuditAction;
  /**
   * What was acted on, as `table:id` (`post:12`) or a short description (`12 items`). Never the
   * content itself: the log must not become a second copy of visitors' messages or addresses.
   */
  target: string;
};

/** Records one staff action; pass the transaction of the change so both commit or neither. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ user_id: entry.userId, action: entry.action, target: entry.target, created_at: now.toISOString() })
    .execute();
}
