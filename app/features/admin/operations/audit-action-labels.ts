import type { AuditAction } from "#app/features/admin/record-audit.server.ts";

/** How the audit page words each action; the type makes a new action come with its label. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "staff.sign-in": "Signed in",
  "staff.sign-out": "Signed out",
  "post.create": "Created a post",
  "post.update": "Edited a post",
  "post.delete": "Deleted a post",
  "category.create": "Created a category",
  "category.update": "Renamed a category",
  "category.delete": "Deleted a category",
  "comment.hide": "Hid a comment",
  "comment.show": "Showed a hidden comment",
  "comment.delete": "Deleted a comment",
  "job.create": "Created a job",
  "job.update": "Edited a job",
  "job.close": "Closed a job",
  "job.reopen": "Reopened a job",
  "job.delete": "Deleted a job",
  "enquiry.mark-handled": "Marked an enquiry handled",
  "enquiry.mark-new": "Marked an enquiry new",
  "enquiry.delete": "Deleted an enquiry",
  "enquiry.export": "Exported enquiries",
  "application.mark-handled": "Marked an application handled",
  "application.mark-new": "Marked an application new",
  "application.delete": "Deleted an application",
  "application.export": "Exported applications",
  "attachment.download": "Downloaded an attachment",
  "inbox.purge": "Deleted handled inbox items (retention)",
  "outbox.retry": "Retried a mail",
  "page.create": "Created a page",
  "page.save-draft": "Saved a page draft",
  "page.publish": "Published a page",
  "page.unpublish": "Unpublished a page",
  "page.restore": "Restored a page revision as its draft",
  "page.schedule": "Scheduled a page to publish",
  "page.unschedule": "Cancelled a scheduled page publish",
};

/** The label of a stored action; an action no longer in the list shows as it was stored. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}
