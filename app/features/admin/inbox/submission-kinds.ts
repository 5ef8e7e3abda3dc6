import type { AuditAction } from "#app/features/admin/record-audit.server.ts";

/*
 * Enquiries and applications are the same kind of thing to staff: a visitor's message with an
 * optional file, read, marked handled and eventually deleted. Everything that differs between the
 * two inboxes by name only is listed here, so the shared list, detail and export code stays one.
 */

export type SubmissionTable = "enquiries" | "applications";

export type SubmissionKind = {
  table: SubmissionTable;
  /** Lower-case singular for sentences and audit targets, e.g. `enquiry:12`. */
  singular: "enquiry" | "application";
  plural: "enquiries" | "applications";
  title: string;
  listPath: string;
  audit: { markHandled: AuditAction; markNew: AuditAction; delete: AuditAction; export: AuditAction };
};

export const SUBMISSION_KINDS = {
  enquiries: {
    table: "enquiries",
    singular: "enquiry",
    plural: "enquiries",
    title: "Enquiries",
    listPath: "/admin/enquiries",
    audit: { markHandled: "enquiry.mark-handled", markNew: "enquiry.mark-new", delete: "enquiry.delete", export: "enquiry.export" },
  },
  applications: {
    table: "applications",
    singular: "application",
    plural: "applications",
    title: "Applications",
    listPath: "/admin/applications",
    audit: { markHandled: "application.mark-handled", markNew: "application.mark-new", delete: "application.delete", export: "application.export" },
  },
} as const satisfies Record<SubmissionTable, SubmissionKind>;
