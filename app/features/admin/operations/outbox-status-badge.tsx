import type { OutboxStatus } from "#app/db/schema.ts";

const badgeClass = "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

/** Queued, sent or failed, in words and with a distinct icon, not colour alone. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  if (status === "sent") {
    return (
      <span className={`${badgeClass} border-support-700/40 bg-support-600/10 text-support-700`}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m3 8.5 3 3 7-7" />
        </svg>
        Sent
      </span>
    );
  }
  if (status === "failed") {
    return (
      <span className={`${badgeClass} border-red-700/40 bg-red-50 text-red-800`}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m4 4 8 8M12 4l-8 8" />
        </svg>
        Failed
      </span>
    );
  }
  return (
    <span className={`${badgeClass} border-slate-400 bg-slate-100 text-slate-700`}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="8" cy="8" r="6" />
        <path d="M8 4.5V8l2.5 1.5" />
      </svg>
      Queued
    </span>
  );
}
