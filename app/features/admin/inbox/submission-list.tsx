import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { AttachmentMarker } from "./attachment-marker.tsx";
import { formatTimestamp } from "./format-timestamp.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type InboxFilters, withInboxFilters } from "./inbox-filters.ts";
import type { SubmissionListRow } from "./list-submissions.server.ts";
import type { SubmissionKind } from "./submission-kinds.ts";
import { SubmissionStatusBadge } from "./submission-status-badge.tsx";

type SubmissionListProps = {
  kind: Pick<SubmissionKind, "title" | "listPath">;
  rows: SubmissionListRow[];
  /** Carried into each detail link, so the detail page can lead back to this same page of the list. */
  filters: InboxFilters;
  position: KeysetPosition | null;
  showJob: boolean;
};

/**
 * One inbox page: a table from tablet width up, stacked cards on a phone (a seven-column table
 * does not fit 390 px without scrolling sideways). Only one of the two is displayed at a time, so
 * assistive technology meets each row once.
 */
export function SubmissionList({ kind, rows, filters, position, showJob }: SubmissionListProps) {
  const detailHref = (id: number) => withInboxFilters(`${kind.listPath}/${id}`, filters, {}, position);
  return (
    <>
      <ul aria-label={kind.title} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <Link to={detailHref(row.id)} className="-my-2.5 block min-w-0 py-2.5 font-semibold break-words text-brand-800 underline underline-offset-4">
                {row.name}
              </Link>
              <SubmissionStatusBadge status={row.status} />
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{row.email}</p>
            {showJob && row.job ? <p className="mt-1 text-sm text-slate-700">{row.job.title}</p> : null}
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <time dateTime={row.receivedAt}>{formatTimestamp(row.receivedAt)}</time>
              {row.hasAttachment ? <AttachmentMarker hasAttachment warnings={row.attachmentWarnings} /> : null}
            </div>
          </li>
        ))}
      </ul>

      <AdminTable
        caption={`${kind.title}, newest first`}
        columns={["Received", "Name", "Email", ...(showJob ? ["Job"] : []), "Status", "Attachment"]}
        headings="caps-strong"
        className="hidden overflow-hidden md:block"
      >
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className={row.status === "new" ? "bg-white" : "bg-slate-50/60"}>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={row.receivedAt}>{formatTimestamp(row.receivedAt)}</time>
              </td>
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link to={detailHref(row.id)} className="break-words text-brand-800 underline underline-offset-4 hover:text-brand-600">
                  {row.name}
                </Link>
              </th>
              <td className="max-w-64 px-4 py-3 break-all text-slate-700">{row.email}</td>
              {showJob ? <td className="px-4 py-3 text-slate-700">{row.job?.title}</td> : null}
              <td className="px-4 py-3">
                <SubmissionStatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3">
                <AttachmentMarker hasAttachment={row.hasAttachment} warnings={row.attachmentWarnings} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
