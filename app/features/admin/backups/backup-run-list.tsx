import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import type { BackupRunView } from "#app/features/backup/list-backup-runs.server.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";
import { BackupRunStatusBadge } from "./backup-run-status-badge.tsx";

function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatTimestamp(iso)}
    </time>
  );
}

function Origin({ run }: { run: BackupRunView }) {
  if (run.kind === "scheduled") return <>On schedule</>;
  return <>{run.requestedBy ? `Asked for by ${run.requestedBy}` : "Asked for by an admin"}</>;
}

/** The download link, or why there is none. */
function FileCell({ run, downloadable }: { run: BackupRunView; downloadable: boolean }) {
  if (run.status === "running") return <span className="text-slate-600">Being written…</span>;
  if (run.status === "failed") return <span className="break-words text-red-800">{run.error ?? "No reason was recorded."}</span>;
  if (run.removed || !run.fileName) return <span className="text-slate-600">Deleted (older than the backups kept)</span>;
  // The files are found through BACKUP_DIR: without it the server does not know where they are.
  if (!downloadable) return <span className="break-all text-slate-600">{run.fileName}</span>;
  return (
    <a href={`/admin/backups/${encodeURIComponent(run.fileName)}`} download className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline underline-offset-4 md:min-h-0">
      Download<span className="sr-only"> the backup of {formatTimestamp(run.startedAt)}</span>
    </a>
  );
}

function Size({ run }: { run: BackupRunView }) {
  return run.sizeBytes === null ? <span className="text-slate-600">—</span> : <span className="whitespace-nowrap tabular-nums">{formatFileSize(run.sizeBytes)}</span>;
}

/** The backups as cards on phones and a table on wider screens, newest first. */
export function BackupRunList({ runs, downloadable }: { runs: BackupRunView[]; downloadable: boolean }) {
  return (
    <>
      <ul aria-label="Backups" className="space-y-4 md:hidden">
        {runs.map((run) => (
          <li key={run.id} className="card p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-base font-semibold text-slate-900">
                <Time iso={run.startedAt} />
              </h2>
              <BackupRunStatusBadge status={run.status} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              <Origin run={run} />
            </p>
            <dl className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-600">Finished</dt>
                <dd className="mt-0.5 text-slate-900">{run.finishedAt ? <Time iso={run.finishedAt} /> : "Not yet"}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">Size</dt>
                <dd className="mt-0.5 text-slate-900">
                  <Size run={run} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="font-semibold text-slate-600">{run.status === "failed" ? "Error" : "File"}</dt>
                <dd className="mt-0.5">
                  <FileCell run={run} downloadable={downloadable} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <AdminTable
        caption="Backups, newest first"
        columns={["Started", "Result", "Finished", "Size", "File or error"]}
        headings="caps"
        className="hidden overflow-hidden md:block"
      >
        <tbody className="divide-y divide-slate-200">
          {runs.map((run) => (
            <tr key={run.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-slate-900">
                  <Time iso={run.startedAt} />
                </span>
                <span className="block text-slate-600">
                  <Origin run={run} />
                </span>
              </th>
              <td className="px-4 py-3">
                <BackupRunStatusBadge status={run.status} />
              </td>
              <td className="px-4 py-3 text-slate-700">{run.finishedAt ? <Time iso={run.finishedAt} /> : "Not yet"}</td>
              <td className="px-4 py-3 text-slate-700">
                <Size run={run} />
              </td>
              <td className="max-w-sm px-4 py-3">
                <FileCell run={run} downloadable={downloadable} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
