import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { hasActiveFilters, type InboxFilters, withInboxFilters } from "./inbox-filters.ts";
import { InboxFilterForm } from "./inbox-filter-form.tsx";
import { type InboxNotice, inboxNoticeText } from "./inbox-notice.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import type { JobChoice } from "./list-job-choices.server.ts";
import type { SubmissionPage } from "./list-submissions.server.ts";
import type { SubmissionKind } from "./submission-kinds.ts";
import { SubmissionList } from "./submission-list.tsx";

type InboxListPageProps = {
  kind: SubmissionKind;
  description: string;
  filters: InboxFilters;
  position: KeysetPosition | null;
  list: SubmissionPage;
  jobs: JobChoice[] | null;
  notice: InboxNotice | null;
  retentionDays: number;
};

function summary({ kind, filters, list, jobs }: Pick<InboxListPageProps, "kind" | "filters" | "list" | "jobs">): string {
  const job = filters.job === null ? null : (jobs?.find((choice) => choice.id === filters.job)?.title ?? `job #${filters.job}`);
  const forJob = job ? ` for ${job}` : "";
  if (list.total === 0) return hasActiveFilters(filters) ? `No ${kind.plural}${forJob} match these filters.` : `No ${kind.plural} yet.`;
  const noun = list.total === 1 ? kind.singular : kind.plural;
  return `${list.total.toLocaleString("en")} ${noun}${forJob}, newest first.`;
}

/** The page both inbox lists share: filters, one page of rows, pages, export, and the retention rule. */
export function InboxListPage({ kind, description, filters, position, list, jobs, notice, retentionDays }: InboxListPageProps) {
  const exportHref = withInboxFilters(`${kind.listPath}.csv`, filters);
  return (
    <AdminPage
      title={kind.title}
      description={description}
      actions={
        // A plain link: the answer is a file download, not a page for the router to render.
        <a href={exportHref} className="btn-outline min-h-11 py-2 text-sm">
          Export CSV
        </a>
      }
    >
      <AdminNotice message={notice ? inboxNoticeText(notice, kind) : null} />
      <p className="mb-4 text-sm text-slate-600">
        {`Handled ${kind.plural} are deleted automatically, with their attachments, ${retentionDays} ${retentionDays === 1 ? "day" : "days"} after they were marked handled.`}
      </p>
      <InboxFilterForm kind={kind} filters={filters} jobs={jobs} />
      <p className="mt-6 mb-3 font-medium text-slate-900" id={`${kind.plural}-summary`}>
        {summary({ kind, filters, list, jobs })}
      </p>
      {list.rows.length > 0 ? <SubmissionList kind={kind} rows={list.rows} filters={filters} position={position} showJob={jobs !== null} /> : null}
      <AdminPagination label={`Pages of ${kind.plural}`} noun={kind.plural} page={list} hrefFor={(at) => withInboxFilters(kind.listPath, filters, {}, at)} />
    </AdminPage>
  );
}
