import type { JobStatus } from "#app/db/schema.ts";

/** Open or closed, in words and with a distinct shape, not colour alone; plus a note when an open job has expired. */
export function JobStatusBadge({ status, expired }: { status: JobStatus; expired: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {status === "open" ? (
        <span className="inline-flex items-center gap-1.5 rounded-full border border-support-700 bg-white px-2.5 py-0.5 text-sm font-semibold text-support-700">
          <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="currentColor">
            <circle cx="6" cy="6" r="5" />
          </svg>
          Open
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-400 bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="6" cy="6" r="4.5" />
          </svg>
          Closed
        </span>
      )}
      {status === "open" && expired ? (
        <span className="inline-flex items-center rounded-full border border-accent-800/40 bg-accent-100 px-2.5 py-0.5 text-sm font-semibold text-accent-800">
          Expired
        </span>
      ) : null}
    </span>
  );
}
