import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import type { OutboxListItem } from "./list-outbox.server.ts";
import { OutboxRetryForm } from "./outbox-retry-form.tsx";
import { OutboxStatusBadge } from "./outbox-status-badge.tsx";

export type OutboxRow = OutboxListItem & { retryable: boolean };

function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatTimestamp(iso)}
    </time>
  );
}

/** Sent, or when the next attempt is due; a failed mail has neither. */
function Delivery({ mail }: { mail: OutboxRow }) {
  if (mail.sentAt) {
    return (
      <>
        Sent <Time iso={mail.sentAt} />
      </>
    );
  }
  if (mail.status === "queued") {
    return (
      <>
        Next attempt <Time iso={mail.nextAttemptAt} />
      </>
    );
  }
  return <>Not sent</>;
}

/** The message itself stays folded away: notifications quote what visitors wrote. */
function MessageText({ mail }: { mail: OutboxRow }) {
  return (
    <details className="group mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-4 md:min-h-0">
        Message text<span className="sr-only"> of “{mail.subject}”</span>
      </summary>
      <pre className="mt-2 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
        {mail.bodyText}
      </pre>
    </details>
  );
}

function Attempts({ count }: { count: number }) {
  return <span className="tabular-nums">{count === 1 ? "1 attempt" : `${count} attempts`}</span>;
}

function LastError({ mail }: { mail: OutboxRow }) {
  return mail.lastError ? <span className="break-words text-red-800">{mail.lastError}</span> : <span className="text-slate-600">None</span>;
}

/** The outbox as cards on phones and a table on wider screens. */
export function OutboxList({ mails, label, action }: { mails: OutboxRow[]; label: string; action: string }) {
  return (
    <>
      <ul aria-label={label} className="space-y-4 md:hidden">
        {mails.map((mail) => (
          <li key={mail.id} className="card p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{mail.subject}</h2>
              <OutboxStatusBadge status={mail.status} />
            </div>
            <p className="mt-1 text-sm text-slate-600">{mail.kind}</p>
            {/* The attempt count is short: the time beside it gets the rest of the row, on one line even at 320 px. */}
            <dl className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3 text-sm">
              <div className="col-span-2">
                <dt className="font-semibold text-slate-600">Recipient</dt>
                <dd className="mt-0.5 break-words text-slate-900">{mail.to}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">Created</dt>
                <dd className="mt-0.5 text-slate-900">
                  <Time iso={mail.createdAt} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">Attempts</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">{mail.attempts}</dd>
              </div>
              <div className="col-span-2">
                <dt className="font-semibold text-slate-600">Delivery</dt>
                <dd className="mt-0.5 text-slate-900">
                  <Delivery mail={mail} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="font-semibold text-slate-600">Last error</dt>
                <dd className="mt-0.5">
                  <LastError mail={mail} />
                </dd>
              </div>
            </dl>
            <MessageText mail={mail} />
            {mail.retryable ? (
              <div className="mt-4">
                <OutboxRetryForm mail={mail} action={action} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>

      <AdminTable
        caption={`${label}, newest first`}
        columns={["Mail", "Recipient", "Status / attempts", "Created / delivery", "Last error", { label: "Actions", visuallyHidden: true }]}
        headings="caps"
        className="hidden overflow-hidden md:block"
      >
        <tbody className="divide-y divide-slate-200">
          {mails.map((mail) => (
            <tr key={mail.id} className="align-top">
              <th scope="row" className="max-w-xs px-4 py-3 font-normal">
                <span className="block font-semibold break-words text-slate-900">{mail.subject}</span>
                <span className="block text-slate-600">{mail.kind}</span>
                <MessageText mail={mail} />
              </th>
              <td className="px-4 py-3 break-words text-slate-700">{mail.to}</td>
              <td className="px-4 py-3">
                <OutboxStatusBadge status={mail.status} />
                <span className="mt-1 block whitespace-nowrap text-slate-700">
                  <Attempts count={mail.attempts} />
                </span>
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="block">
                  Created <Time iso={mail.createdAt} />
                </span>
                <span className="block">
                  <Delivery mail={mail} />
                </span>
              </td>
              <td className="max-w-56 px-4 py-3">
                <LastError mail={mail} />
              </td>
              <td className="px-4 py-3">{mail.retryable ? <OutboxRetryForm mail={mail} action={action} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
