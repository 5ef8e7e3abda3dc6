import type { CommentStatus } from "#app/db/schema.ts";

const badgeClass = "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

/** Visible or hidden, in words and with a distinct icon, not colour alone. */
export function CommentStatusBadge({ status }: { status: CommentStatus }) {
  if (status === "visible") {
    return (
      <span className={`${badgeClass} border-support-700/40 bg-support-600/5 text-support-700`}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" />
          <circle cx="8" cy="8" r="2" />
        </svg>
        Visible
      </span>
    );
  }
  return (
    <span className={`${badgeClass} border-slate-400 bg-slate-100 text-slate-700`}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" />
        <path d="M2.5 13.5 13.5 2.5" />
      </svg>
      Hidden
    </span>
  );
}
