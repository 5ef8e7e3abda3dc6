import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { contentWarningNote, contentWarningWords } from "#app/lib/uploads/content-warnings.ts";
import { fileTypeContents } from "#app/lib/uploads/file-type-contents.ts";
import { fileTypeLabels, formatFileSize, type FileExtension } from "#app/lib/uploads/file-types.ts";
import { formatDate, formatTimestamp, purgeDueAt } from "./format-timestamp.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type InboxFilters, withInboxFilters } from "./inbox-filters.ts";
import { type InboxNotice, inboxNoticeText } from "./inbox-notice.ts";
import type { SubmissionDetail } from "./get-submission.server.ts";
import { SubmissionActions } from "./submission-actions.tsx";
import type { SubmissionKind } from "./submission-kinds.ts";
import { SubmissionStatusBadge } from "./submission-status-badge.tsx";
import { WarningIcon } from "./warning-icon.tsx";

type SubmissionDetailPageProps = {
  kind: SubmissionKind;
  submission: SubmissionDetail;
  filters: InboxFilters;
  /** The page of the list this was opened from, for the way back. */
  position: KeysetPosition | null;
  notice: InboxNotice | null;
  retentionDays: number;
  actionError: string | null;
};

/** "PDF", "Word"…: the name staff know a stored content type by. */
function typeLabel(contentType: string): string {
  const extension = (Object.keys(fileTypeContents) as FileExtension[]).find((candidate) => fileTypeContents[candidate].contentType === contentType);
  return extension ? fileTypeLabels[extension] : contentType;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

// The padding makes each link a 44 px tall target on a touch screen; the negative margin keeps the layout as if it were plain text.
const linkClass = "-my-2.5 inline-block py-2.5 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-600";

/** The page both detail views share: every field, the file, the status with its actions, and when it will be purged. */
export function SubmissionDetailPage({ kind, submission, filters, position, notice, retentionDays, actionError }: SubmissionDetailPageProps) {
  const Noun = kind.singular === "enquiry" ? "Enquiry" : "Application";
  const { attachment, job } = submission;
  return (
    <AdminPage
      title={`${Noun} from ${submission.name}`}
      description={`Received ${formatTimestamp(submission.receivedAt)}`}
      actions={
        <Link to={withInboxFilters(kind.listPath, filters, {}, position)} className="btn-outline min-h-11 py-2 text-sm">
          <span aria-hidden="true">←</span> All {kind.plural}
        </Link>
      }
    >
      <AdminNotice message={notice ? inboxNoticeText(notice, kind) : null} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="submission-details" className="card p-5 sm:p-6">
            <h2 id="submission-details" className="text-lg font-semibold text-slate-900">
              Details
            </h2>
            <dl className="mt-2 divide-y divide-slate-200">
              <Fact label="Name">{submission.name}</Fact>
              <Fact label="Email">
                <a href={`mailto:${submission.email}`} className={`${linkClass} break-all`}>
                  {submission.email}
                </a>
              </Fact>
              <Fact label="Phone">
                <a href={`tel:${submission.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                  {submission.phone}
                </a>
              </Fact>
              {job ? (
                <Fact label="Job">
                  {job.id === null ? (
                    <>
                      {job.title} <span className="text-sm text-slate-600">(the job has since been deleted)</span>
                    </>
                  ) : (
                    <span className="flex flex-wrap gap-x-6 gap-y-5">
                      <Link to={`/admin/jobs/${job.id}`} className={linkClass}>
                        {job.title}
                      </Link>
                      <Link to={`${kind.listPath}?job=${job.id}`} className={`${linkClass} text-sm`}>
                        All applications for this job
                      </Link>
                    </span>
                  )}
                </Fact>
              ) : null}
              <Fact label="Received">
                <time dateTime={submission.receivedAt}>{formatTimestamp(submission.receivedAt)}</time>
              </Fact>
              <Fact label="Client address">
                <span className="font-mono text-sm">{submission.clientAddress}</span>
              </Fact>
            </dl>
          </section>

          <section aria-labelledby="submission-message" className="card p-5 sm:p-6">
            <h2 id="submission-message" className="text-lg font-semibold text-slate-900">
              Message
            </h2>
            {/* Plain text as the visitor typed it: React escapes it, pre-wrap keeps their line breaks. */}
            <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{submission.message}</p>
          </section>
        </div>

        <div className="space-y-6">
          <section aria-labelledby="submission-status" className="card p-5 sm:p-6">
            <h2 id="submission-status" className="text-lg font-semibold text-slate-900">
              Status
            </h2>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <SubmissionStatusBadge status={submission.status} />
              {submission.handledAt ? (
                <span className="text-sm text-slate-600">
                  since <time dateTime={submission.handledAt}>{formatTimestamp(submission.handledAt)}</time>
                </span>
              ) : null}
            </div>
            <p className="mt-3 text-sm text-slate-600">
              {submission.handledAt
                ? `It will be deleted automatically on ${formatDate(purgeDueAt(submission.handledAt, retentionDays))}, ${retentionDays} days after it was marked handled.`
                : `It is kept while it is new; once marked handled it is deleted automatically after ${retentionDays} days.`}
            </p>
            <div className="mt-4">
              <SubmissionActions kind={kind} status={submission.status} error={actionError} />
            </div>
          </section>

          <section aria-labelledby="submission-attachment" className="card p-5 sm:p-6">
            <h2 id="submission-attachment" className="text-lg font-semibold text-slate-900">
              Attachment
            </h2>
            {attachment ? (
              <>
                <dl className="mt-2 divide-y divide-slate-200">
                  <Fact label="File name">{attachment.fileName}</Fact>
                  <Fact label="Size">{formatFileSize(attachment.sizeBytes)}</Fact>
                  <Fact label="Type">{typeLabel(attachment.contentType)}</Fact>
                </dl>
                {attachment.warnings.length > 0 ? (
                  // Before the button, so it is read (and seen) before the file is opened.
                  <ul id="attachment-warnings" className="mt-3 space-y-2 rounded-lg border border-l-4 border-accent-800 bg-white px-4 py-3 text-sm font-medium text-slate-900">
                    {attachment.warnings.map((warning) => (
                      <li key={warning} className="flex items-start gap-2">
                        <WarningIcon className="mt-0.5 size-4 shrink-0 text-accent-800" />
                        <span>{contentWarningNote(warning)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {/* A plain link: the answer is a file, which the browser saves. */}
                <a
                  href={`/admin/attachments/${attachment.id}`}
                  className="btn-primary mt-3 min-h-11 w-full py-2"
                  aria-label={attachment.warnings.length > 0 ? `Download ${attachment.fileName}, which ${contentWarningWords(attachment.warnings)}` : `Download ${attachment.fileName}`}
                  aria-describedby={attachment.warnings.length > 0 ? "attachment-warnings" : undefined}
                >
                  Download
                </a>
              </>
            ) : (
              <p className="mt-3 text-sm text-slate-600">No file was attached.</p>
            )}
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
