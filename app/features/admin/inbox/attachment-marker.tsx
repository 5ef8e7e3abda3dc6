import { type ContentWarning, contentWarningWords } from "#app/lib/uploads/content-warnings.ts";
import { WarningIcon } from "./warning-icon.tsx";

type AttachmentMarkerProps = {
  hasAttachment: boolean;
  /** What the upload checks noted about the file: said in words under the marker, so staff know before they open it. */
  warnings?: readonly ContentWarning[];
};

/** Whether a list row carries a file: a paperclip with a word, so it reads without the icon. */
export function AttachmentMarker({ hasAttachment, warnings = [] }: AttachmentMarkerProps) {
  if (!hasAttachment) return <span className="text-sm text-slate-500">None</span>;
  const attached = (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M13.5 6.5l-6 6a2 2 0 102.8 2.8l6.4-6.4a3.5 3.5 0 10-5-5L5.3 10.3a5 5 0 107 7l5.2-5.2" />
      </svg>
      Attached
    </span>
  );
  if (warnings.length === 0) return attached;
  const words = contentWarningWords(warnings);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {attached}
      <span className="inline-flex items-start gap-1 text-sm font-medium text-accent-800">
        <WarningIcon />
        <span>{`${words.charAt(0).toUpperCase()}${words.slice(1)}`}</span>
      </span>
    </span>
  );
}
