import { useState } from "react";
import { FieldShell, fieldControlClass } from "#app/components/forms/form-field.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";

/**
 * Publishing later: a date and time in the browser's own time zone, sent as an instant; once set,
 * when the draft goes public and a way to cancel it.
 */
export function ScheduleControl({ publishAt, busy, onSchedule, onCancel, error }: { publishAt: string | null; busy: boolean; onSchedule: (iso: string) => void; onCancel: () => void; error?: string }) {
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  if (publishAt) {
    return (
      <div className="card flex flex-wrap items-center gap-3 p-4">
        <p className="text-slate-900">
          The draft goes public at <time dateTime={publishAt}>{formatTimestamp(publishAt)}</time>.
        </p>
        <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={onCancel}>
          Cancel the schedule
        </button>
      </div>
    );
  }
  return (
    <div className="card flex flex-wrap items-end gap-3 p-4">
      <div className="min-w-60 flex-1">
        <FieldShell id="page-publish-at" label="Publish later, at" required error={problem ?? error} hint="In your own time zone.">
          {(describedBy) => (
            <input id="page-publish-at" type="datetime-local" className={fieldControlClass} value={value} onChange={(event) => setValue(event.target.value)} aria-describedby={describedBy} aria-invalid={problem ?? error ? true : undefined} />
          )}
        </FieldShell>
      </div>
      <button
        type="button"
        className="btn-outline min-h-12"
        disabled={busy}
        onClick={() => {
          const when = new Date(value);
          if (!value || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
            setProblem("Choose a date and time in the future.");
            return;
          }
          setProblem(undefined);
          onSchedule(when.toISOString());
        }}
      >
        Schedule
      </button>
    </div>
  );
}
