import type { SubmissionStatus } from "#app/db/schema.ts";

/** New or Handled, as a word with its own mark: the colour only repeats what the text says. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  if (status === "new") {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-500/50 ring-inset">
        <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
        New
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/30 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 8.5l3.2 3L13 4.5" />
      </svg>
      Handled
    </span>
  );
}
