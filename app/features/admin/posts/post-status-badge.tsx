import type { PostVisibility } from "./post-visibility.ts";

const badgeClass = "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

/** Draft, scheduled or published, in words and with a distinct shape, not colour alone. */
export function PostStatusBadge({ visibility, publishedOn }: { visibility: PostVisibility; publishedOn?: string }) {
  if (visibility === "published") {
    return (
      <span className={`${badgeClass} border-support-700/40 bg-support-600/5 text-support-700`}>
        <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="currentColor">
          <circle cx="6" cy="6" r="5" />
        </svg>
        Published
      </span>
    );
  }
  if (visibility === "scheduled") {
    return (
      <span className={`${badgeClass} border-accent-800/40 bg-accent-100 text-accent-800`} title={publishedOn ? `Appears on the blog on ${publishedOn}` : undefined}>
        <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="6" cy="6" r="4.75" />
          <path d="M6 3.5V6l1.75 1.25" />
        </svg>
        Scheduled
      </span>
    );
  }
  return (
    <span className={`${badgeClass} border-slate-400 bg-slate-100 text-slate-700`}>
      <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="6" cy="6" r="4.5" />
      </svg>
      Draft
    </span>
  );
}
